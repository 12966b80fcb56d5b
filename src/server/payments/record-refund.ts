import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { bookings, payments, type PaymentRow } from "@/server/db/schema";
import { executorOrDb, inTransaction } from "@/server/db/transaction";
import { getProviderOfKind } from "./get-provider";

/**
 * One refund per payment and booking. The intent id is unique to one Stripe account, so
 * databases sharing a test account (development, CI, staging) never collide on a booking id.
 */
export function refundIdempotencyKey(paymentIntentId: string, bookingId: number): string {
  return `refund-${paymentIntentId}-booking-${bookingId}`;
}

/** The payment that took the money for an intent (succeeded, or already partly refunded). */
export async function findSettledPayment(
  paymentIntentId: string,
  executor?: Executor,
): Promise<PaymentRow | null> {
  const db = await executorOrDb(executor);
  const [payment] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.provider_payment_id, paymentIntentId),
        inArray(payments.status, ["succeeded", "refunded"]),
      ),
    )
    .limit(1);
  return payment ?? null;
}

/** What is left to refund on a payment, capped at `wanted`. */
export function refundablePence(payment: PaymentRow, wanted: number): number {
  return Math.max(0, Math.min(wanted, payment.amount_pence - payment.refunded_pence));
}

/**
 * Asks the provider that took the payment for a refund, with the per-payment-and-booking
 * idempotency key (a retry after a failure answers the same refund). Throws when it refuses.
 */
export async function issueRefund(input: {
  payment: PaymentRow;
  amountPence: number;
  bookingId: number;
}): Promise<string> {
  const { refundId } = await getProviderOfKind(input.payment.provider).refund({
    paymentIntentId: input.payment.provider_payment_id,
    amountPence: input.amountPence,
    idempotencyKey: refundIdempotencyKey(input.payment.provider_payment_id, input.bookingId),
  });
  return refundId;
}

/**
 * Records an issued refund: the payment's refunded amount (never past what was paid; 'refunded'
 * once all of it is back) and the legs it paid for marked refunded, in one transaction (the
 * caller's when given).
 */
export async function recordRefund(
  input: {
    payment: PaymentRow;
    amountPence: number;
    refundId: string;
    bookingIds: number[];
    at?: Date;
  },
  executor?: Executor,
): Promise<void> {
  const at = input.at ?? new Date();
  const { amountPence } = input;
  await inTransaction(executor, async (tx) => {
    await tx
      .update(payments)
      .set({
        refunded_pence: sql`least(${payments.amount_pence}, ${payments.refunded_pence} + ${amountPence})`,
        refund_id: input.refundId,
        updated_at: at,
        status: sql`case when ${payments.refunded_pence} + ${amountPence} >= ${payments.amount_pence} then 'refunded'::payment_status else ${payments.status} end`,
      })
      .where(eq(payments.payment_id, input.payment.payment_id));
    if (input.bookingIds.length === 0) return;
    await tx
      .update(bookings)
      .set({ payment_status: "refunded", updated_at: at })
      .where(inArray(bookings.booking_id, input.bookingIds));
  });
}
