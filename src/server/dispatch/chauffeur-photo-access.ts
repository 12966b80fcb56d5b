import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { CAR_TAKEN_STATES } from "@/lib/dispatch/job-states";
import { getDb } from "@/server/db/client";
import { assignments, bookings } from "@/server/db/schema";

/** Where drivers' own photos are stored (car pictures, elsewhere, stay private). */
export const DRIVER_PHOTO_FOLDER = "drivers/photos/";

/**
 * Whether a customer may see this chauffeur's photo: a booking of theirs has a car given to the
 * chauffeur (from assignment to the end of the ride, the span the booking shows them). Anyone
 * else is refused exactly as for a missing file.
 */
export async function customerIsDrivenBy(userId: number, driverId: number): Promise<boolean> {
  const db = await getDb();
  const [found] = await db
    .select({ one: sql<number>`1` })
    .from(assignments)
    .innerJoin(bookings, eq(bookings.booking_id, assignments.booking_id))
    .where(
      and(
        eq(assignments.driver_id, driverId),
        inArray(assignments.status, [...CAR_TAKEN_STATES]),
        eq(bookings.user_id, userId),
      ),
    )
    .limit(1);
  return found !== undefined;
}
