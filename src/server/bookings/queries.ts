import "server-only";
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { bookings, users } from "@/server/db/schema";
import { bookingScope, canReadUser } from "@/server/auth/policies";
import type { SessionUser } from "@/server/auth/session";
import { notFound } from "@/server/http/errors";
import { chauffeursForBookings } from "./booking-chauffeurs";
import { serializeBooking, type BookingResponse } from "./serialize";

export const BOOKING_NOT_FOUND = "Booking not found";

const ownerColumns = {
  first_name: users.first_name,
  last_name: users.last_name,
  email: users.email,
  phone_number: users.phone_number,
};

/** The policy's booking scope as SQL; anything outside it is "not found". */
function visibleTo(viewer: SessionUser): SQL | undefined {
  const scope = bookingScope(viewer);
  if (scope.kind === "all") return undefined;
  if (scope.kind === "partner")
    return scope.partnerId === null ? sql`false` : eq(bookings.partner_id, scope.partnerId);
  return eq(bookings.user_id, scope.userId);
}

/**
 * The bookings under `where`, newest first. A customer's own bookings say who is coming for each
 * car (read for all of them in one more query); other viewers' answers leave that out.
 */
async function selectBookings(
  viewer: SessionUser,
  where: SQL | undefined,
  options: { limit?: number; now?: Date } = {},
) {
  const { limit } = options;
  const db = await getDb();
  const query = db
    .select({ booking: bookings, owner: ownerColumns })
    .from(bookings)
    .innerJoin(users, eq(users.user_id, bookings.user_id))
    .where(where)
    .orderBy(desc(bookings.created_at), desc(bookings.booking_id));
  const rows = limit ? await query.limit(limit) : await query;
  const chauffeurs =
    bookingScope(viewer).kind === "customer"
      ? await chauffeursForBookings(
          db,
          rows.map(({ booking }) => booking),
          options.now,
        )
      : null;
  return rows.map(({ booking, owner }) =>
    serializeBooking(booking, owner, chauffeurs?.get(booking.booking_id)),
  );
}

export async function getBookingFor(
  viewer: SessionUser,
  bookingId: number,
  now?: Date,
): Promise<BookingResponse> {
  const [booking] = await selectBookings(
    viewer,
    and(eq(bookings.booking_id, bookingId), visibleTo(viewer)),
    { limit: 1, now },
  );
  if (!booking) throw notFound(BOOKING_NOT_FOUND);
  return booking;
}

export async function getLatestBookingFor(
  viewer: SessionUser,
  userId: number,
): Promise<BookingResponse> {
  // Another customer's user id answers exactly like a user without bookings: 404.
  if (!canReadUser(viewer, userId)) throw notFound(BOOKING_NOT_FOUND);
  // Both legs of a return trip are written in one transaction and share created_at; the latest
  // booking a customer goes on to pay is the outbound leg, never its return.
  const [booking] = await selectBookings(
    viewer,
    and(eq(bookings.user_id, userId), eq(bookings.is_return_booking, false)),
    { limit: 1 },
  );
  if (!booking) throw notFound(BOOKING_NOT_FOUND);
  return booking;
}

export async function listBookingsFor(
  viewer: SessionUser,
  userId: number,
): Promise<BookingResponse[]> {
  if (!canReadUser(viewer, userId)) throw notFound("User not found");
  return selectBookings(viewer, eq(bookings.user_id, userId));
}
