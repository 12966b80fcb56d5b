import "server-only";
import { and, inArray, ne, sql } from "drizzle-orm";
import type { Transaction } from "@/server/db/client";
import { bookingStateMachine } from "@/lib/booking-status";
import { bookings } from "@/server/db/schema";

/** Payment states a successful payment may move on from; paid and refunded are final here. */
const UNPAID_STATES = ["unpaid", "processing", "failed"] as const;
/** The statuses a payment event moves to 'paid' (the machine's system rows: only 'pending'). */
const PAYABLE_STATUSES = bookingStateMachine.sourcesOf("paid", "system");

/**
 * Marks the legs paid, compare-and-set: only rows not yet paid change, so of two racing
 * deliveries exactly one sees the rows it changed. Status becomes 'paid' only where the state
 * machine lets the system make that move (from 'pending'; an administrator may already have
 * confirmed the ride, which then stays confirmed). A cancelled leg is never marked paid:
 * a payment that lands after the cancellation is refunded by the caller. Returns the ids it changed.
 */
export async function markBookingLegsPaid(
  tx: Transaction,
  input: { bookingIds: number[]; paymentIntentId: string; paidAt: Date },
): Promise<number[]> {
  const changed = await tx
    .update(bookings)
    .set({
      payment_status: "paid",
      status: sql`case when ${inArray(bookings.status, PAYABLE_STATUSES)} then 'paid'::booking_status else ${bookings.status} end`,
      paid_at: input.paidAt,
      payment_intent_id: input.paymentIntentId,
      updated_at: input.paidAt,
    })
    .where(
      and(
        inArray(bookings.booking_id, input.bookingIds),
        inArray(bookings.payment_status, [...UNPAID_STATES]),
        ne(bookings.status, "cancelled"),
      ),
    )
    .returning({ booking_id: bookings.booking_id });
  return changed.map((row) => row.booking_id);
}
