import "server-only";
import { mayMessage, type MessageKind } from "@/lib/notifications/preferences";
import type { Executor } from "@/server/db/client";
import type { BookingRow } from "@/server/db/schema";
import type { RenderedEmail } from "@/server/email/layout";
import { sendEmail } from "@/server/email/send-email";
import { sendSms } from "@/server/sms/send-sms";
import type { CustomerContact } from "./ride-facts";

/**
 * Sends one message about a ride to the customer: the text first (it is the one read at the
 * kerb) when there is a phone and the booker allows texts of this kind, then the e-mail to the
 * booker and a guest passenger when e-mails of this kind are allowed. Each send carries an
 * outbox dedupe key built from `dedupeKey`, so a job that runs twice sends nothing new.
 * Never inside an open transaction: delivery is a network call.
 */
export async function tellCustomer(
  db: Executor,
  input: {
    booking: BookingRow;
    contact: CustomerContact;
    kind: MessageKind;
    dedupeKey: string;
    sms: string;
    template: string;
    email: (recipient: { greeting: string; isBooker: boolean }) => RenderedEmail;
  },
): Promise<void> {
  const { contact } = input;
  if (contact.phone && mayMessage(contact.preferences, input.kind, "sms")) {
    await sendSms(
      {
        to: contact.phone,
        body: input.sms,
        kind: input.kind,
        bookingId: input.booking.booking_id,
        userId: contact.userId,
        dedupeKey: `${input.dedupeKey}:sms`,
      },
      db,
    );
  }
  if (!mayMessage(contact.preferences, input.kind, "email")) return;
  for (const [index, recipient] of contact.emails.entries()) {
    await sendEmail({
      to: recipient.address,
      template: input.template,
      dedupeKey: `${input.dedupeKey}:${recipient.address.toLowerCase()}`,
      // About this booking: an e-mail given up on after its last attempt is noted in its History.
      bookingId: input.booking.booking_id,
      ...input.email({ greeting: recipient.greeting, isBooker: index === 0 }),
    });
  }
}
