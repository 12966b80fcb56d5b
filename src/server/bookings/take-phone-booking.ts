import "server-only";
import { getSiteIdentity } from "@/server/settings/site-identity";
import { and, inArray, ne, sql } from "drizzle-orm";
import { getServerConfig } from "@/env";
import { bookingStateMachine } from "@/lib/booking-status";
import type { PhoneBookingInput } from "@/lib/validations/phone-booking";
import { emailSentEvent } from "@/server/audit/booking-events";
import { recordAudit, type AuditActor } from "@/server/audit/record-audit";
import { createBooking, type CreatedBookings } from "./create-booking";
import type { Executor, Transaction } from "@/server/db/client";
import { afterCommit, inTransaction } from "@/server/db/transaction";
import { bookings, offlinePayments, type UserRow } from "@/server/db/schema";
import { deliverQueuedEmail, queueEmail, type EmailMessage } from "@/server/email/send-email";
import { payLinkEmail } from "@/server/email/templates/phone-booking";
import { recordCommissions } from "@/server/partners/ledger/record-commissions";
import { findOrCreatePhoneCustomer } from "@/server/users/phone-customer";

const PAYABLE = bookingStateMachine.sourcesOf("paid", "system");

/** Money taken offline: one ledger row for both legs, the legs marked paid, audited. */
async function recordOfflinePayment(
  tx: Transaction,
  created: CreatedBookings,
  payment: Extract<PhoneBookingInput["payment"], { mode: "offline" }>,
  actor: AuditActor,
): Promise<void> {
  const legs = [created.outbound, ...(created.returnLeg ? [created.returnLeg] : [])];
  const amount = legs.reduce((sum, leg) => sum + leg.price_pence, 0);
  const now = new Date();
  const [row] = await tx
    .insert(offlinePayments)
    .values({
      booking_id: created.outbound.booking_id,
      method: payment.method,
      reference: payment.reference,
      amount_pence: amount,
      recorded_by: actor.id,
      created_at: now,
    })
    .returning();
  const paid = await tx
    .update(bookings)
    .set({
      payment_status: "paid",
      status: sql`case when ${inArray(bookings.status, PAYABLE)} then 'paid'::booking_status else ${bookings.status} end`,
      paid_at: now,
      updated_at: now,
    })
    .where(
      and(
        inArray(
          bookings.booking_id,
          legs.map((leg) => leg.booking_id),
        ),
        ne(bookings.status, "cancelled"),
      ),
    )
    .returning({ booking_id: bookings.booking_id });
  // A phone booking made for a partner's guest earns its commission like one paid online.
  await recordCommissions(tx, {
    bookingIds: paid.map((row) => row.booking_id),
    source: `offline-${row?.offline_payment_id ?? created.outbound.booking_id}`,
    at: now,
  });
  await recordAudit(
    tx,
    legs.map((leg) => ({
      actor,
      entity: { kind: "booking" as const, id: leg.booking_id },
      action: "paid",
      changes: {
        payment_status: { old: "unpaid", new: "paid" },
        status: { old: leg.status, new: "paid" },
      },
      context: {
        method: payment.method,
        reference: payment.reference,
        amount_pence: amount,
        offline_payment_id: row?.offline_payment_id,
      },
    })),
  );
}

async function queuePayLink(tx: Transaction, user: UserRow, created: CreatedBookings) {
  const amount = created.outbound.price_pence + (created.returnLeg?.price_pence ?? 0);
  const id = created.outbound.booking_id;
  const message: EmailMessage = {
    to: user.email,
    template: "pay-link",
    dedupeKey: `pay-link:${id}`,
    ...payLinkEmail({
      site: await getSiteIdentity(tx),
      firstName: user.first_name,
      bookingId: id,
      amountPence: amount,
      payUrl: `${getServerConfig().siteUrl}/payment?booking_id=${id}`,
    }),
  };
  const emailId = await queueEmail(message, tx);
  if (emailId === null) return null;
  await recordAudit(tx, emailSentEvent(id, "pay-link", user.email, { email_id: emailId }));
  return { emailId, message };
}

/**
 * A booking taken by phone, in one transaction: the customer found or created (with a
 * set-password e-mail), the booking (and return leg) priced by the server exactly as online and
 * recorded as received by this administrator, then either a pay link e-mailed or the money
 * recorded as paid offline. E-mails are delivered after the commit.
 */
export async function takePhoneBooking(
  input: PhoneBookingInput & { actor: AuditActor },
  executor?: Executor,
) {
  // Inside the caller's transaction when given (an Idempotency-Key's answer commits with it).
  return inTransaction(executor, async (tx) => {
    const customer = await findOrCreatePhoneCustomer(tx, input.customer, input.actor);
    const created = await createBooking(
      {
        userId: customer.user.user_id,
        payload: input.booking,
        audit: { actor: input.actor, channel: "phone" },
      },
      tx,
    );
    const payLink =
      input.payment.mode === "link" ? await queuePayLink(tx, customer.user, created) : null;
    if (input.payment.mode === "offline")
      await recordOfflinePayment(tx, created, input.payment, input.actor);
    for (const email of [customer.queued, payLink])
      if (email) await afterCommit(tx, () => deliverQueuedEmail(email.emailId, email.message));
    return { customer, bookingId: created.outbound.booking_id };
  });
}
