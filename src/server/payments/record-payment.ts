import "server-only";
import { logger } from "@/server/http/logger";
import { refundedEvent } from "@/server/audit/booking-events";
import { recordAudit, SYSTEM_ACTOR } from "@/server/audit/record-audit";
import { and, eq, inArray } from "drizzle-orm";
import type { Transaction as Tx } from "@/server/db/client";
import { payments } from "@/server/db/schema";
import { getProviderOfKind } from "./get-provider";
import { OPEN_PAYMENT_STATES, type PaymentEvent, type PaymentEventOutcome } from "./payment-event";

/**
 * The payments row says succeeded (it may have been created elsewhere, or never). A tip's row
 * names the chauffeur's job it pays (`tip`); a booking's own payment passes none.
 */
export async function recordSuccess(
  tx: Tx,
  event: PaymentEvent,
  bookingId: number,
  at: Date,
  tip?: { assignmentId: number },
): Promise<void> {
  await tx
    .insert(payments)
    .values({
      booking_id: bookingId,
      provider: event.provider,
      provider_payment_id: event.intent.id,
      ...(tip ? { kind: "tip" as const, assignment_id: tip.assignmentId } : {}),
      amount_pence: event.intent.amountPence,
      currency: event.intent.currency,
      status: "succeeded",
    })
    .onConflictDoUpdate({
      target: payments.provider_payment_id,
      set: { status: "succeeded", failure_message: null, updated_at: at },
      // Money that moved is the truth, even for an intent this side had already marked canceled.
      setWhere: inArray(payments.status, [...OPEN_PAYMENT_STATES, "canceled"]),
    });
}

/** A failed attempt: the payment row, while a success may still settle it, says failed and why. */
export async function recordFailure(tx: Tx, event: PaymentEvent): Promise<void> {
  await tx
    .update(payments)
    .set({
      status: "failed",
      failure_message: event.intent.failureMessage,
      updated_at: new Date(),
    })
    .where(
      and(
        eq(payments.provider_payment_id, event.intent.id),
        inArray(payments.status, [...OPEN_PAYMENT_STATES]),
      ),
    );
}

/**
 * Money arrived that the booking must not keep (it was cancelled, or another payment already
 * paid it): the payment is recorded and refunded in full, and no receipt goes out. The refund
 * runs inside the transaction with a per-intent idempotency key: if anything fails, the event is
 * not recorded, the provider retries, and the repeated refund call returns the same refund.
 */
export async function refundUnwantedPayment(
  tx: Tx,
  event: PaymentEvent,
  bookingId: number,
  reason: string,
): Promise<PaymentEventOutcome> {
  const now = new Date();
  await recordSuccess(tx, event, bookingId, now);
  const [row] = await tx
    .select()
    .from(payments)
    .where(eq(payments.provider_payment_id, event.intent.id))
    .for("update");
  const remaining = event.intent.amountPence - (row?.refunded_pence ?? 0);
  if (row && remaining > 0) {
    const refund = await getProviderOfKind(event.provider).refund({
      paymentIntentId: event.intent.id,
      amountPence: remaining,
      idempotencyKey: `refund-intent-${event.intent.id}`,
    });
    await tx
      .update(payments)
      .set({
        status: "refunded",
        refunded_pence: row.refunded_pence + remaining,
        refund_id: refund.refundId,
        updated_at: now,
      })
      .where(eq(payments.payment_id, row.payment_id));
    await recordAudit(
      tx,
      refundedEvent(
        bookingId,
        SYSTEM_ACTOR,
        { amountPence: remaining, partial: false },
        { reason, refund_id: refund.refundId, payment_intent_id: event.intent.id, unwanted: true },
      ),
    );
    logger.warn({ intentId: event.intent.id, bookingId, reason }, "payment refunded in full");
  }
  return { outcome: "refunded", reason };
}
