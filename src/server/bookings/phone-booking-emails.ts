import "server-only";
import { vatSummary } from "@/lib/vat";
import { readSettingsGroup } from "@/server/settings/read-settings";
import { getServerConfig } from "@/env";
import { emailSentEvent } from "@/server/audit/booking-events";
import { recordAudit } from "@/server/audit/record-audit";
import type { Transaction } from "@/server/db/client";
import type { UserRow } from "@/server/db/schema";
import { afterCommit } from "@/server/db/transaction";
import { deliverQueuedEmail, queueEmail, type EmailMessage } from "@/server/email/send-email";
import { payLinkEmail } from "@/server/email/templates/phone-booking";
import { RECEIPT_TEMPLATE, receiptEmail } from "@/server/email/templates/receipt";
import type { OfflinePaymentMethod } from "@/lib/validations/phone-booking";
import { sendGuestRideEmail } from "@/server/payments/guest-ride-notice";
import { getSiteIdentity } from "@/server/settings/site-identity";
import type { CreatedBookings } from "./create-booking";

const METHOD_LABELS: Record<OfflinePaymentMethod, string> = {
  cash: "Cash",
  invoice: "Invoice",
  account: "Account",
};

const legsOf = (created: CreatedBookings) => [
  created.outbound,
  ...(created.returnLeg ? [created.returnLeg] : []),
];

/** Queues a customer e-mail with its audit row; delivered once the booking has committed. */
async function queueCustomerEmail(tx: Transaction, bookingId: number, message: EmailMessage) {
  const emailId = await queueEmail({ ...message, bookingId }, tx);
  if (emailId === null) return;
  await recordAudit(
    tx,
    emailSentEvent(bookingId, message.template, message.to, { email_id: emailId }),
  );
  await afterCommit(tx, () => deliverQueuedEmail(emailId, message));
}

/** The pay link, with the booking's reference and details, for a booking to be paid online. */
export async function queuePayLink(tx: Transaction, user: UserRow, created: CreatedBookings) {
  const legs = legsOf(created);
  const id = created.outbound.booking_id;
  await queueCustomerEmail(tx, id, {
    to: user.email,
    template: "pay-link",
    dedupeKey: `pay-link:${id}`,
    ...payLinkEmail({
      site: await getSiteIdentity(tx),
      firstName: user.first_name,
      legs,
      amountPence: legs.reduce((sum, leg) => sum + leg.price_pence, 0),
      payUrl: `${getServerConfig().siteUrl}/payment?booking_id=${id}`,
    }),
  });
}

/**
 * A booking paid offline is confirmed at once: the caller gets the same receipt an online
 * payment sends (details, reference, calendar file), naming the offline payment, and a guest
 * passenger with an e-mail address gets the ride as after an online payment.
 */
export async function queueOfflineConfirmation(
  tx: Transaction,
  input: {
    user: UserRow;
    created: CreatedBookings;
    payment: { method: OfflinePaymentMethod; reference: string };
    offlinePaymentId: number;
    paidAt: Date;
  },
) {
  const legs = legsOf(input.created);
  const { user, payment } = input;
  await queueCustomerEmail(tx, input.created.outbound.booking_id, {
    to: user.email,
    template: RECEIPT_TEMPLATE,
    dedupeKey: `receipt:offline-${input.offlinePaymentId}`,
    ...receiptEmail({
      site: await getSiteIdentity(tx),
      firstName: user.first_name,
      legs,
      amountPence: legs.reduce((sum, leg) => sum + leg.price_pence, 0),
      currency: input.created.outbound.currency,
      paymentIntentId: `${METHOD_LABELS[payment.method]} ${payment.reference}`,
      paidAt: input.paidAt,
      siteUrl: getServerConfig().siteUrl,
      vatLabel: vatSummary(
        legs.reduce((sum, leg) => sum + leg.price_pence, 0),
        await readSettingsGroup("billing", tx),
      ).label,
    }),
  });
  await sendGuestRideEmail(tx, legs, user.first_name);
}
