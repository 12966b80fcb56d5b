import "server-only";
import { eq } from "drizzle-orm";
import { recordAudit, type AuditActor } from "@/server/audit/record-audit";
import type { Executor } from "@/server/db/client";
import { assignments, payments } from "@/server/db/schema";
import { lockRowOrNotFound } from "@/server/db/lock-row";
import { inTransaction } from "@/server/db/transaction";
import { conflict } from "@/server/http/errors";
import { issueRefund, recordRefund } from "@/server/payments";
import { writeTipLedgerRow } from "@/server/drivers/tip-earnings";

/**
 * Refunds a tip in full (an operator's decision) and takes it off the chauffeur's ledger with a
 * negative 'tip_reversal' row, in one transaction with the payment's refund and the audit line.
 * The provider's refund key is per payment, so a retry answers the same refund; the reversal is
 * unique per job, so it is written once.
 */
export async function refundTip(
  input: { paymentId: number; actor: AuditActor; now?: Date },
  executor?: Executor,
): Promise<{ refundedPence: number }> {
  const now = input.now ?? new Date();
  return inTransaction(executor, async (tx) => {
    const payment = await lockRowOrNotFound(
      tx,
      payments,
      eq(payments.payment_id, input.paymentId),
      "Tip not found",
    );
    if (payment.kind !== "tip" || payment.assignment_id == null) throw conflict("Not a tip");
    if (payment.status !== "succeeded") throw conflict("Only a tip that was paid can be refunded");
    const amount = payment.amount_pence - payment.refunded_pence;
    const [job] = await tx
      .select({ driverId: assignments.driver_id })
      .from(assignments)
      .where(eq(assignments.assignment_id, payment.assignment_id));
    const refundId = await issueRefund({
      payment,
      amountPence: amount,
      bookingId: payment.booking_id,
    });
    // No booking ids: a tip's refund leaves the ride's own payment state as it is.
    await recordRefund({ payment, amountPence: amount, refundId, bookingIds: [], at: now }, tx);
    if (job?.driverId != null)
      await writeTipLedgerRow(tx, {
        driverId: job.driverId,
        assignmentId: payment.assignment_id,
        bookingId: payment.booking_id,
        amountPence: -amount,
        kind: "tip_reversal",
        paymentIntentId: payment.provider_payment_id,
        at: now,
        actor: input.actor,
      });
    await recordAudit(tx, {
      actor: input.actor,
      entity: { kind: "booking", id: payment.booking_id },
      action: "tip_refunded",
      changes: { tip_refunded_pence: { old: payment.refunded_pence, new: payment.amount_pence } },
      context: { payment_intent_id: payment.provider_payment_id, refund_id: refundId },
    });
    return { refundedPence: amount };
  });
}
