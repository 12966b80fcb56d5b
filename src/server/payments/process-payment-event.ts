import "server-only";
import { vatSummary } from "@/lib/vat";
import { readSettingsGroup } from "@/server/settings/read-settings";
import { getSiteIdentity } from "@/server/settings/site-identity";
import { logger } from "@/server/http/logger";
import { eq } from "drizzle-orm";
import { getServerConfig } from "@/env";
import type { Executor, Transaction as Tx } from "@/server/db/client";
import { inTransaction } from "@/server/db/transaction";
import { emailSentEvent, paidEvent } from "@/server/audit/booking-events";
import { recordAudit, SYSTEM_ACTOR } from "@/server/audit/record-audit";
import {
  bookings,
  payments,
  processedWebhookEvents,
  users,
  type BookingRow,
} from "@/server/db/schema";
import { queueAfterCommit } from "@/server/email/queue-after-commit";
import type { EmailMessage } from "@/server/email/send-email";
import { RECEIPT_TEMPLATE, receiptEmail } from "@/server/email/templates/receipt";
import { isPaid, legIds, loadBookingLegs, payableLegs, totalPence } from "./booking-legs";
import { sendGuestRideEmail } from "./guest-ride-notice";
import { planBookingMessages } from "@/server/notifications/plan-ride-messages";
import { markBookingLegsPaid } from "./mark-legs-paid";
import { recordCommissions } from "@/server/partners/ledger/record-commissions";
import { markBookingLegsPaymentFailed } from "./mark-legs-payment-failed";
import type { PaymentEvent, PaymentEventOutcome } from "./payment-event";
import { recordFailure, recordSuccess, refundUnwantedPayment } from "./record-payment";
import { isTipEvent, processTipEvent } from "@/server/ratings/tips/process-tip-event";

export {
  HANDLED_EVENT_TYPES,
  type HandledEventType,
  type PaymentEvent,
  type PaymentEventOutcome,
} from "./payment-event";

async function reloadBooking(tx: Tx, bookingId: number): Promise<BookingRow | null> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.booking_id, bookingId)).limit(1);
  return row ?? null;
}

const CANCELLED_REASON = "the booking was cancelled";
const PAID_ELSEWHERE_REASON = "the booking was already paid by another payment";

/**
 * The one path by which a booking becomes paid. In a single transaction: the event id is
 * inserted (a duplicate delivery finds it and stops), the legs are marked paid compare-and-set,
 * the payment row is updated and the receipt is queued with a per-intent dedupe key. The
 * e-mail is delivered only after the commit (the caller's, when it passes its transaction). A
 * success for a cancelled booking, or a second payment for a paid one, is refunded instead.
 */
export async function processPaymentEvent(
  event: PaymentEvent,
  executor?: Executor,
): Promise<PaymentEventOutcome> {
  const result = await inTransaction(executor, async (tx): Promise<PaymentEventOutcome> => {
    const inserted = await tx
      .insert(processedWebhookEvents)
      .values({
        event_id: event.id,
        type: event.type,
        payload: {
          intent: event.intent.id,
          amount: event.intent.amountPence,
          currency: event.intent.currency,
          metadata: event.intent.metadata,
        },
      })
      .onConflictDoNothing()
      .returning({ event_id: processedWebhookEvents.event_id });
    if (inserted.length === 0) return { outcome: "duplicate" };
    // A tip never pays the booking: it is credited to the chauffeur instead.
    if (isTipEvent(event)) return processTipEvent(tx, event);

    const bookingId = Number(event.intent.metadata.booking_id);
    const known = Number.isSafeInteger(bookingId) && bookingId > 0;
    // Events for one booking queue on its (outbound) row before reading or writing anything else,
    // so a failure and a success processed at once never take the payments and bookings rows in
    // opposite orders: PostgreSQL would end one of them as a deadlock (a 500 to the provider).
    if (known)
      await tx
        .select({ id: bookings.booking_id })
        .from(bookings)
        .where(eq(bookings.booking_id, bookingId))
        .for("update");
    const legs = known ? await loadBookingLegs(tx, bookingId) : null;
    // Nothing a retry would fix: the event stays recorded and the mismatch is logged for a person.
    if (!legs || legs.outbound.booking_id !== bookingId)
      return { outcome: "rejected", reason: "unknown booking" };
    const { outbound } = legs;
    const ids = legIds(legs);

    if (event.type === "payment_intent.payment_failed") {
      await recordFailure(tx, event);
      await markBookingLegsPaymentFailed(tx, { bookingIds: ids });
      return { outcome: "failure-recorded" };
    }

    const paidByThisIntent = (row: BookingRow) =>
      isPaid(row) && row.payment_intent_id === event.intent.id;
    if (paidByThisIntent(outbound)) {
      await recordSuccess(tx, event, outbound.booking_id, new Date());
      return { outcome: "already-paid" };
    }
    if (outbound.status === "cancelled")
      return refundUnwantedPayment(tx, event, outbound.booking_id, CANCELLED_REASON);
    if (isPaid(outbound))
      return refundUnwantedPayment(tx, event, outbound.booking_id, PAID_ELSEWHERE_REASON);

    const expected = totalPence(legs);
    if (event.intent.amountPence !== expected || event.intent.currency !== outbound.currency) {
      await tx
        .update(payments)
        .set({
          failure_message: `Amount mismatch: received ${event.intent.amountPence} ${event.intent.currency}, expected ${expected} ${outbound.currency}`,
          updated_at: new Date(),
        })
        .where(eq(payments.provider_payment_id, event.intent.id));
      return { outcome: "rejected", reason: "amount or currency mismatch" };
    }

    const paidAt = new Date();
    const changed = await markBookingLegsPaid(tx, {
      bookingIds: ids,
      paymentIntentId: event.intent.id,
      paidAt,
    });
    if (!changed.includes(outbound.booking_id)) {
      // Someone got there first: this payment (another delivery), another payment, or a cancellation.
      const current = await reloadBooking(tx, outbound.booking_id);
      if (!current || paidByThisIntent(current)) {
        await recordSuccess(tx, event, outbound.booking_id, paidAt);
        return { outcome: "already-paid" };
      }
      return refundUnwantedPayment(
        tx,
        event,
        outbound.booking_id,
        current.status === "cancelled" ? CANCELLED_REASON : PAID_ELSEWHERE_REASON,
      );
    }
    await recordSuccess(tx, event, outbound.booking_id, paidAt);
    // Guest-page bookings earn their partner's commission in this same transaction.
    await recordCommissions(tx, { bookingIds: changed, source: event.intent.id, at: paidAt });
    // The ride's reminders and the unassigned alert, planned with the payment that confirms it.
    await planBookingMessages(tx, { bookingIds: changed, now: paidAt });
    await recordAudit(
      tx,
      changed.map((id) =>
        paidEvent(
          id,
          SYSTEM_ACTOR,
          {
            from: id === outbound.booking_id ? outbound.payment_status : "unpaid",
            amountPence: expected,
          },
          { provider: event.provider, payment_intent_id: event.intent.id, event_id: event.id },
        ),
      ),
    );

    const [owner] = await tx
      .select({ email: users.email, first_name: users.first_name })
      .from(users)
      .where(eq(users.user_id, outbound.user_id));
    if (owner) {
      const refreshed = await loadBookingLegs(tx, outbound.booking_id);
      const rendered = receiptEmail({
        site: await getSiteIdentity(tx),
        firstName: owner.first_name,
        legs: refreshed ? payableLegs(refreshed) : [outbound],
        amountPence: expected,
        currency: outbound.currency,
        paymentIntentId: event.intent.id,
        paidAt,
        siteUrl: getServerConfig().siteUrl,
        vatLabel: vatSummary(expected, await readSettingsGroup("billing", tx)).label,
      });
      const message: EmailMessage = {
        to: owner.email,
        template: RECEIPT_TEMPLATE,
        dedupeKey: `receipt:${event.intent.id}`,
        bookingId: outbound.booking_id,
        ...rendered,
      };
      const emailId = await queueAfterCommit(tx, message);
      if (emailId !== null)
        await recordAudit(
          tx,
          emailSentEvent(outbound.booking_id, RECEIPT_TEMPLATE, owner.email, { email_id: emailId }),
        );
      // A guest passenger with an e-mail address gets the ride (not the price) as well.
      await sendGuestRideEmail(
        tx,
        refreshed ? payableLegs(refreshed) : [outbound],
        owner.first_name,
      );
    }
    return { outcome: "paid", bookingIds: changed };
  });

  if (result.outcome === "rejected") {
    logger.error(
      { eventId: event.id, type: event.type, intentId: event.intent.id, reason: result.reason },
      "payment event rejected",
    );
  }
  return result;
}
