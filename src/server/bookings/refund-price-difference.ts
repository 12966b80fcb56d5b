import "server-only";
import { logger } from "@/server/http/logger";
import { eq, sql } from "drizzle-orm";
import { refundedEvent } from "@/server/audit/booking-events";
import { recordAudit, type AuditActor } from "@/server/audit/record-audit";
import type { Transaction } from "@/server/db/client";
import { payments, type PaymentRow } from "@/server/db/schema";
import { AppError } from "@/server/http/errors";
import { getProviderOfKind } from "@/server/payments/get-provider";
import { reverseCommissions } from "@/server/partners/ledger/record-commissions";

const REFUND_FAILED =
  "We could not issue the refund just now, so the price was not changed. Please try again in a few minutes.";

/** Idempotent per price step, so a retried request never refunds the same difference twice. */
export function partialRefundKey(intentId: string, bookingId: number, from: number, to: number) {
  return `partial-refund-${intentId}-booking-${bookingId}-${from}-to-${to}`;
}

/**
 * A paid booking's price went down: the difference goes back through the provider, inside the
 * caller's transaction (if the provider fails, nothing of the edit is kept; if the commit fails,
 * the retry's refund call returns the same refund), added to the payment's refunded amount and
 * recorded in the audit trail as a partial refund.
 */
export async function refundPriceDifference(
  tx: Transaction,
  input: {
    payment: PaymentRow;
    bookingId: number;
    fromPence: number;
    toPence: number;
    auditActor: AuditActor;
    now: Date;
  },
): Promise<void> {
  const { payment } = input;
  const amountPence = input.fromPence - input.toPence;
  const refund = await getProviderOfKind(payment.provider)
    .refund({
      paymentIntentId: payment.provider_payment_id,
      amountPence,
      idempotencyKey: partialRefundKey(
        payment.provider_payment_id,
        input.bookingId,
        input.fromPence,
        input.toPence,
      ),
    })
    .catch((error: unknown) => {
      logger.error({ err: error, bookingId: input.bookingId }, "partial refund failed");
      throw new AppError("SERVICE_UNAVAILABLE", REFUND_FAILED);
    });
  await tx
    .update(payments)
    .set({
      refunded_pence: sql`${payments.refunded_pence} + ${amountPence}`,
      refund_id: refund.refundId,
      updated_at: input.now,
    })
    .where(eq(payments.payment_id, payment.payment_id));
  await reverseCommissions(tx, {
    legs: [{ booking_id: input.bookingId, price_pence: input.fromPence }],
    refundPence: amountPence,
    source: refund.refundId,
    at: input.now,
  });
  await recordAudit(
    tx,
    refundedEvent(
      input.bookingId,
      input.auditActor,
      { amountPence, partial: true },
      {
        refund_id: refund.refundId,
        payment_intent_id: payment.provider_payment_id,
        reason: "price lowered",
      },
    ),
  );
}
