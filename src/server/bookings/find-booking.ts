import "server-only";
import { eq } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { bookings, type BookingRow } from "@/server/db/schema";
import { executorOrDb } from "@/server/db/transaction";

/** One booking row by id, read through the caller's executor when there is one. */
export async function findBooking(
  bookingId: number,
  executor?: Executor,
): Promise<BookingRow | null> {
  const db = await executorOrDb(executor);
  const [row] = await db.select().from(bookings).where(eq(bookings.booking_id, bookingId)).limit(1);
  return row ?? null;
}
