import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getServerConfig } from "@/env";
import { getDb } from "@/server/db/client";
import { payments, processedWebhookEvents, users } from "@/server/db/schema";
import { markBookingLegsPaid } from "@/server/bookings/mark-paid";
import { markBookingLegsPaymentFailed } from "@/server/bookings/mark-payment-failed";
import { deliverQueuedEmail, queueEmail, type EmailMessage } from "@/server/email/send-email";
import { RECEIPT_TEMPLATE, receiptEmail } from "@/server/email/templates/receipt";
import { legIds, loadBookingLegs, totalPence } from "./booking-legs";

export const HANDLED_EVENT_TYPES = ["payment_intent.succeeded", "payment_intent.payment_failed"] as const;
export type HandledEventType = (typeof HANDLED_EVENT_TYPES)[number];

export function isHandledEventType(type: string): type is HandledEventType {
  return (HANDLED_EVENT_TYPES as readonly string[]).includes(type);
}

/** A provider-neutral payment event: a Stripe webhook, the test provider, or a retrieval. */
export interface PaymentEvent {
  id: string;
  type: HandledEventType;
  provider: "stripe" | "test";
  intent: {
    id: string;
    amountPence: number;
    currency: string;
    metadata: Record<string, string>;
    failureMessage: string | null;
  };
}

export type PaymentEventOutcome =
  | { outcome: "paid"; bookingIds: number[] }
  | { outcome: "already-paid" }
  | { outcome: "failure-recorded" }
  | { outcome: "duplicate" }
  | { outcome: "rejected"; reason: string };

/**
 * The one path by which a booking becomes paid. In a single transaction: the event id is
 * inserted (a duplicate delivery finds it and stops), the legs are marked paid compare-and-set,
 * the payment row is updated and the receipt is queued with a per-intent dedupe key. The
 * e-mail is delivered only after the commit.
 */
export async function processPaymentEvent(event: PaymentEvent): Promise<PaymentEventOutcome> {
  const db = await getDb();
  let queued: { emailId: number; message: EmailMessage } | null = null;
  const result = await db.transaction(async (tx): Promise<PaymentEventOutcome> => {
    const inserted = await tx
      .insert(processedWebhookEvents)
      .values({ event_id: event.id, type: event.type, payload: { intent: event.intent.id, amount: event.intent.amountPence, currency: event.intent.currency, metadata: event.intent.metadata } })
      .onConflictDoNothing()
      .returning({ event_id: processedWebhookEvents.event_id });
    if (inserted.length === 0) return { outcome: "duplicate" };

    const bookingId = Number(event.intent.metadata.booking_id);
    const legs = Number.isSafeInteger(bookingId) && bookingId > 0 ? await loadBookingLegs(tx, bookingId) : null;
    // Nothing a retry would fix: the event stays recorded and the mismatch is logged for a person.
    if (!legs || legs.outbound.booking_id !== bookingId) return { outcome: "rejected", reason: "unknown booking" };
    const ids = legIds(legs);

    if (event.type === "payment_intent.payment_failed") {
      await tx
        .update(payments)
        .set({ status: "failed", failure_message: event.intent.failureMessage, updated_at: new Date() })
        .where(and(eq(payments.provider_payment_id, event.intent.id), inArray(payments.status, ["requires_payment", "processing", "failed"])));
      await markBookingLegsPaymentFailed(tx, { bookingIds: ids });
      return { outcome: "failure-recorded" };
    }

    const expected = totalPence(legs);
    if (event.intent.amountPence !== expected || event.intent.currency !== legs.outbound.currency) {
      await tx
        .update(payments)
        .set({ failure_message: `Amount mismatch: received ${event.intent.amountPence} ${event.intent.currency}, expected ${expected} ${legs.outbound.currency}`, updated_at: new Date() })
        .where(eq(payments.provider_payment_id, event.intent.id));
      return { outcome: "rejected", reason: "amount or currency mismatch" };
    }

    const paidAt = new Date();
    const changed = await markBookingLegsPaid(tx, { bookingIds: ids, paymentIntentId: event.intent.id, paidAt });
    await tx
      .insert(payments)
      .values({ booking_id: legs.outbound.booking_id, provider: event.provider, provider_payment_id: event.intent.id, amount_pence: expected, currency: legs.outbound.currency, status: "succeeded" })
      .onConflictDoUpdate({
        target: payments.provider_payment_id,
        set: { status: "succeeded", failure_message: null, updated_at: paidAt },
        setWhere: inArray(payments.status, ["requires_payment", "processing", "failed"]),
      });
    if (!changed.includes(legs.outbound.booking_id)) return { outcome: "already-paid" };

    const [owner] = await tx.select({ email: users.email, first_name: users.first_name }).from(users).where(eq(users.user_id, legs.outbound.user_id));
    if (owner) {
      const refreshed = await loadBookingLegs(tx, legs.outbound.booking_id);
      const rendered = receiptEmail({
        firstName: owner.first_name,
        legs: refreshed ? [refreshed.outbound, ...(refreshed.returnLeg ? [refreshed.returnLeg] : [])] : [legs.outbound],
        amountPence: expected,
        currency: legs.outbound.currency,
        paymentIntentId: event.intent.id,
        paidAt,
        siteUrl: getServerConfig().siteUrl,
      });
      const message: EmailMessage = { to: owner.email, template: RECEIPT_TEMPLATE, dedupeKey: `receipt:${event.intent.id}`, ...rendered };
      const emailId = await queueEmail(message, tx);
      if (emailId !== null) queued = { emailId, message };
    }
    return { outcome: "paid", bookingIds: changed };
  });

  if (result.outcome === "rejected") {
    console.error(`[payments] event ${event.id} (${event.type}) for ${event.intent.id} rejected: ${result.reason}`);
  }
  const toDeliver = queued as { emailId: number; message: EmailMessage } | null;
  if (toDeliver) await deliverQueuedEmail(toDeliver.emailId, toDeliver.message);
  return result;
}
