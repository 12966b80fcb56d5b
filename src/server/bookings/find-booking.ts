import "server-only";
import { eq } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { bookings, type BookingRow } from "@/server/db/schema";
import { findRow } from "@/server/db/find-row";

/** One booking row by id, read through the caller's executor when there is one. */
export async function findBooking(
  bookingId: number,
  executor?: Executor,
): Promise<BookingRow | null> {
  return findRow(bookings, eq(bookings.booking_id, bookingId), executor);
}
