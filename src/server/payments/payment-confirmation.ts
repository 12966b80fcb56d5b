import "server-only";
import { logger } from "@/server/http/logger";
import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { executorOrDb } from "@/server/db/transaction";
import { payments } from "@/server/db/schema";
import { loadOwnedBookingView, type BookingView } from "./booking-view";
import { syncIntentForOwner } from "./sync-payment";

/** What /booking-confirmation may say about a PaymentIntent the browser came back with. */
export type PaymentConfirmation =
  | { kind: "unknown" }
  | { kind: "processing"; bookingId: number }
  | { kind: "incomplete"; bookingId: number; message: string | null }
  /** The provider took the money but the booking is not paid by it (amount mismatch, cancelled, paid twice). */
  | {
      kind: "not-applied";
      bookingId: number;
      reason: "cancelled" | "paid-twice" | "unmatched";
      refunded: boolean;
    }
  | { kind: "confirmed"; booking: BookingView; paidPence: number };

/**
 * The provider's word that the intent succeeded is not enough: the booking must actually be paid,
 * by this intent, and not cancelled. The amount shown is the one recorded for the payment.
 */
export async function confirmReturnedPayment(
  input: { userId: number; intentId: string; clientSecret: string },
  executor?: Executor,
): Promise<PaymentConfirmation> {
  const synced = await syncIntentForOwner(input, executor).catch((error: unknown) => {
    logger.error({ err: error, intentId: input.intentId }, "payment confirmation failed");
    return null;
  });
  if (!synced) return { kind: "unknown" };
  const { intent, bookingId } = synced;
  if (intent.status === "processing") return { kind: "processing", bookingId };
  if (intent.status !== "succeeded")
    return { kind: "incomplete", bookingId, message: intent.failureMessage };

  const booking = await loadOwnedBookingView(input.userId, bookingId, executor);
  if (!booking) return { kind: "unknown" };
  const paidByThisIntent = booking.paid && booking.paymentIntentId === intent.id;
  const db = await executorOrDb(executor);
  const [payment] = await db
    .select({ amount_pence: payments.amount_pence, status: payments.status })
    .from(payments)
    .where(
      and(
        eq(payments.provider_payment_id, intent.id),
        inArray(payments.status, ["succeeded", "refunded"]),
      ),
    )
    .limit(1);
  if (!paidByThisIntent || !payment || booking.cancelled) {
    const reason = booking.cancelled
      ? "cancelled"
      : booking.paid && !paidByThisIntent
        ? "paid-twice"
        : "unmatched";
    return { kind: "not-applied", bookingId, reason, refunded: payment?.status === "refunded" };
  }
  return { kind: "confirmed", booking, paidPence: payment.amount_pence };
}
