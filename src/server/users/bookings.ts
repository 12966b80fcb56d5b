import "server-only";
import { desc, eq } from "drizzle-orm";
import { classifyBooking, type BookingTab } from "@/lib/time-rules";
import { serializeBooking, type BookingResponse } from "@/server/bookings/serialize";
import { getDb } from "@/server/db/client";
import { bookings, users } from "@/server/db/schema";

export interface DashboardBooking extends BookingResponse {
  tab: BookingTab;
  /** The passenger's name: the account holder's for self bookings, else the guest's. */
  customer_name: string;
}

/** The signed-in user's bookings for My Bookings, each already placed in its tab. */
export async function listDashboardBookings(
  userId: number,
  now: Date = new Date(),
): Promise<DashboardBooking[]> {
  const db = await getDb();
  const rows = await db
    .select({
      booking: bookings,
      owner: {
        first_name: users.first_name,
        last_name: users.last_name,
        email: users.email,
        phone_number: users.phone_number,
      },
    })
    .from(bookings)
    .innerJoin(users, eq(users.user_id, bookings.user_id))
    .where(eq(bookings.user_id, userId))
    .orderBy(desc(bookings.pickup_at));
  return rows.map(({ booking, owner }) => {
    const guestName = [booking.guest_first_name, booking.guest_last_name].filter(Boolean).join(" ");
    return {
      ...serializeBooking(booking, owner),
      tab: classifyBooking({ status: booking.status, pickupAt: booking.pickup_at }, now),
      customer_name:
        !booking.is_self_booking && guestName
          ? guestName
          : `${owner.first_name} ${owner.last_name}`,
    };
  });
}
