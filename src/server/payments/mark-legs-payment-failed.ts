import "server-only";
import { and, inArray } from "drizzle-orm";
import type { Transaction } from "@/server/db/client";
import { bookings } from "@/server/db/schema";

/** A failed attempt is recorded on unpaid legs only: a late failure never undoes a payment. */
export async function markBookingLegsPaymentFailed(
  tx: Transaction,
  input: { bookingIds: number[] },
): Promise<void> {
  await tx
    .update(bookings)
    .set({ payment_status: "failed", updated_at: new Date() })
    .where(
      and(
        inArray(bookings.booking_id, input.bookingIds),
        inArray(bookings.payment_status, ["unpaid", "processing"]),
      ),
    );
}
