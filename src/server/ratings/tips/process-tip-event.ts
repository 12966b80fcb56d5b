import "server-only";
import { and, eq, inArray, ne } from "drizzle-orm";
import { recordAudit, SYSTEM_ACTOR } from "@/server/audit/record-audit";
import type { Transaction } from "@/server/db/client";
import { assignments, bookings, payments } from "@/server/db/schema";
import { writeTipLedgerRow } from "@/server/drivers/tip-earnings";
import type { PaymentEvent, PaymentEventOutcome } from "@/server/payments/payment-event";
import {
  recordFailure,
  recordSuccess,
  refundUnwantedPayment,
} from "@/server/payments/record-payment";
import { queueTipReceipt } from "./tip-receipt";

/** A tip's events carry `kind: tip` (Stripe's metadata; the test provider reads its row's kind). */
export function isTipEvent(event: PaymentEvent): boolean {
  return event.intent.metadata.kind === "tip";
}

/**
 * A tip's success or failure, in processPaymentEvent's transaction (after its event id is
 * recorded, so a repeated delivery never reaches here). A success marks the tip's payment row
 * succeeded and credits all of it to the chauffeur's ledger (one tip row per job, so a repeat
 * writes nothing). A tip for a cancelled booking, or a second tip for a job already tipped, is
 * refunded in full instead. The booking's own payment state is never touched.
 */
export async function processTipEvent(
  tx: Transaction,
  event: PaymentEvent,
): Promise<PaymentEventOutcome> {
  const bookingId = Number(event.intent.metadata.booking_id);
  const assignmentId = Number(event.intent.metadata.assignment_id);
  const [job] = Number.isSafeInteger(assignmentId)
    ? await tx
        .select({ job: assignments, bookingStatus: bookings.status })
        .from(assignments)
        .innerJoin(bookings, eq(bookings.booking_id, assignments.booking_id))
        .where(eq(assignments.assignment_id, assignmentId))
        .limit(1)
    : [];
  if (!job || job.job.booking_id !== bookingId || job.job.driver_id == null)
    return { outcome: "rejected", reason: "unknown tip job" };

  if (event.type === "payment_intent.payment_failed") {
    await recordFailure(tx, event);
    return { outcome: "failure-recorded" };
  }

  const at = new Date();
  await recordSuccess(tx, event, bookingId, at, { assignmentId });
  if (job.bookingStatus === "cancelled")
    return refundUnwantedPayment(tx, event, bookingId, "the ride was cancelled");
  const [earlier] = await tx
    .select({ id: payments.payment_id })
    .from(payments)
    .where(
      and(
        eq(payments.assignment_id, assignmentId),
        eq(payments.kind, "tip"),
        inArray(payments.status, ["succeeded", "refunded"]),
        ne(payments.provider_payment_id, event.intent.id),
      ),
    )
    .limit(1);
  if (earlier) return refundUnwantedPayment(tx, event, bookingId, "the ride was already tipped");

  const credited = await writeTipLedgerRow(tx, {
    driverId: job.job.driver_id,
    assignmentId,
    bookingId,
    amountPence: event.intent.amountPence,
    kind: "tip",
    paymentIntentId: event.intent.id,
    at,
  });
  if (credited) await queueTipReceipt(tx, { bookingId, event, paidAt: at });
  if (credited)
    await recordAudit(tx, {
      actor: SYSTEM_ACTOR,
      entity: { kind: "booking", id: bookingId },
      action: "tipped",
      changes: { tip_pence: { old: null, new: event.intent.amountPence } },
      context: { provider: event.provider, payment_intent_id: event.intent.id, event_id: event.id },
    });
  return { outcome: "tip-credited", bookingId };
}
