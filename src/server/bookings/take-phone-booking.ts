import "server-only";
import { and, inArray, ne, sql } from "drizzle-orm";
import { bookingStateMachine } from "@/lib/booking-status";
import type { PhoneBookingInput } from "@/lib/validations/phone-booking";
import { recordAudit, type AuditActor } from "@/server/audit/record-audit";
import { createBooking, type CreatedBookings } from "./create-booking";
import type { Executor, Transaction } from "@/server/db/client";
import { afterCommit, inTransaction } from "@/server/db/transaction";
import { bookings, offlinePayments } from "@/server/db/schema";
import { deliverQueuedEmail } from "@/server/email/send-email";
import { recordCommissions } from "@/server/partners/ledger/record-commissions";
import { planBookingMessages } from "@/server/notifications/plan-ride-messages";
import { findOrCreatePhoneCustomer } from "@/server/users/phone-customer";
import { queueOfflineConfirmation, queuePayLink } from "./phone-booking-emails";

const PAYABLE = bookingStateMachine.sourcesOf("paid", "system");

/** Money taken offline: one ledger row for both legs, the legs marked paid, audited. */
async function recordOfflinePayment(
  tx: Transaction,
  created: CreatedBookings,
  payment: Extract<PhoneBookingInput["payment"], { mode: "offline" }>,
  actor: AuditActor,
): Promise<{ offlinePaymentId: number; paidAt: Date }> {
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
  if (!row) throw new Error("Offline payment insert returned no row");
  return { offlinePaymentId: row.offline_payment_id, paidAt: now };
}

/**
 * A booking taken by phone, in one transaction: the customer found or created (with a
 * set-password e-mail), the booking (and return leg) priced by the server exactly as online and
 * recorded as received by this administrator, then either a pay link with the booking's details
 * e-mailed or the money recorded as paid offline and the online receipt sent as its
 * confirmation. E-mails are delivered after the commit.
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
    if (input.payment.mode === "link") await queuePayLink(tx, customer.user, created);
    else {
      const paid = await recordOfflinePayment(tx, created, input.payment, input.actor);
      await planBookingMessages(tx, {
        bookingIds: [created.outbound, created.returnLeg].flatMap((leg) =>
          leg ? [leg.booking_id] : [],
        ),
        now: paid.paidAt,
      });
      await queueOfflineConfirmation(tx, {
        user: customer.user,
        created,
        payment: input.payment,
        ...paid,
      });
    }
    const invitation = customer.queued;
    if (invitation)
      await afterCommit(tx, () => deliverQueuedEmail(invitation.emailId, invitation.message));
    return { customer, bookingId: created.outbound.booking_id };
  });
}
