import "server-only";
import { eq, inArray } from "drizzle-orm";
import { HOLDING_STATES } from "@/lib/dispatch/job-states";
import { canChangeBooking, type Actor } from "@/server/auth/policies";
import { assignments, bookings } from "@/server/db/schema";
import { getDb } from "@/server/db/client";
import { conflict, notFound } from "@/server/http/errors";
import { issueTripLink } from "./issue-link";
import { findCarJob } from "@/server/dispatch/car-jobs";

export const NO_CHAUFFEUR_YET = "No chauffeur is on this car yet; the link comes with them";

/**
 * A fresh trip link for the booker's own booking and car (the "Follow your ride" button), to
 * open or pass on to the passenger. Another person's booking reads as missing (404); a car that
 * nobody holds yet, or a cancelled booking, is refused (409).
 */
export async function followLinkForBooking(input: {
  viewer: Actor;
  bookingId: number;
  carNumber: number;
}): Promise<string> {
  const db = await getDb();
  const [booking] = await db
    .select({ user_id: bookings.user_id, status: bookings.status })
    .from(bookings)
    .where(eq(bookings.booking_id, input.bookingId))
    .limit(1);
  if (!booking || !canChangeBooking(input.viewer, booking)) throw notFound("Booking not found");
  const jobId = await findCarJob(
    db,
    { bookingId: input.bookingId, carNumber: input.carNumber },
    inArray(assignments.status, [...HOLDING_STATES]),
  );
  if (jobId === null || booking.status === "cancelled") throw conflict(NO_CHAUFFEUR_YET);
  return issueTripLink(db, jobId);
}
