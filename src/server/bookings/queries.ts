import "server-only";
import { and, desc, eq, type SQL } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { bookings, users } from "@/server/db/schema";
import type { SessionUser } from "@/server/auth/session";
import { notFound } from "@/server/http/errors";
import { serializeBooking, type BookingResponse } from "./serialize";

export const BOOKING_NOT_FOUND = "Booking not found";

const ownerColumns = {
  first_name: users.first_name,
  last_name: users.last_name,
  email: users.email,
  phone_number: users.phone_number,
};

/** Customers see only their own bookings; administrators see all. Anything else is "not found". */
function visibleTo(viewer: SessionUser): SQL | undefined {
  return viewer.role === "admin" ? undefined : eq(bookings.user_id, viewer.user_id);
}

async function selectBookings(where: SQL | undefined, limit?: number) {
  const db = await getDb();
  const query = db
    .select({ booking: bookings, owner: ownerColumns })
    .from(bookings)
    .innerJoin(users, eq(users.user_id, bookings.user_id))
    .where(where)
    .orderBy(desc(bookings.created_at), desc(bookings.booking_id));
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map(({ booking, owner }) => serializeBooking(booking, owner));
}

export async function getBookingFor(
  viewer: SessionUser,
  bookingId: number,
): Promise<BookingResponse> {
  const [booking] = await selectBookings(
    and(eq(bookings.booking_id, bookingId), visibleTo(viewer)),
    1,
  );
  if (!booking) throw notFound(BOOKING_NOT_FOUND);
  return booking;
}

/** Another customer's user id answers exactly like a user without bookings: 404. */
function canSeeUser(viewer: SessionUser, userId: number): boolean {
  return viewer.role === "admin" || viewer.user_id === userId;
}

export async function getLatestBookingFor(
  viewer: SessionUser,
  userId: number,
): Promise<BookingResponse> {
  if (!canSeeUser(viewer, userId)) throw notFound(BOOKING_NOT_FOUND);
  // Both legs of a return trip are written in one transaction and share created_at; the latest
  // booking a customer goes on to pay is the outbound leg, never its return.
  const [booking] = await selectBookings(
    and(eq(bookings.user_id, userId), eq(bookings.is_return_booking, false)),
    1,
  );
  if (!booking) throw notFound(BOOKING_NOT_FOUND);
  return booking;
}

export async function listBookingsFor(
  viewer: SessionUser,
  userId: number,
): Promise<BookingResponse[]> {
  if (!canSeeUser(viewer, userId)) throw notFound("User not found");
  return selectBookings(eq(bookings.user_id, userId));
}
