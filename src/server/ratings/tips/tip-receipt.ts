import "server-only";
import { eq } from "drizzle-orm";
import type { Currency } from "@/lib/money";
import { emailSentEvent } from "@/server/audit/booking-events";
import { recordAudit } from "@/server/audit/record-audit";
import type { Transaction } from "@/server/db/client";
import { bookings, users } from "@/server/db/schema";
import { queueAfterCommit } from "@/server/email/queue-after-commit";
import { TIP_RECEIPT_TEMPLATE, tipReceiptEmail } from "@/server/email/templates/tip-receipt";
import type { PaymentEvent } from "@/server/payments/payment-event";
import { getSiteIdentity } from "@/server/settings/site-identity";

/** The tip's receipt to the booking's owner, once per intent, delivered after the commit. */
export async function queueTipReceipt(
  tx: Transaction,
  input: { bookingId: number; event: PaymentEvent; paidAt: Date },
): Promise<void> {
  const [row] = await tx
    .select({ reference: bookings.booking_reference, email: users.email, first: users.first_name })
    .from(bookings)
    .innerJoin(users, eq(users.user_id, bookings.user_id))
    .where(eq(bookings.booking_id, input.bookingId));
  if (!row) return;
  const emailId = await queueAfterCommit(tx, {
    to: row.email,
    template: TIP_RECEIPT_TEMPLATE,
    dedupeKey: `${TIP_RECEIPT_TEMPLATE}:${input.event.intent.id}`,
    ...tipReceiptEmail({
      site: await getSiteIdentity(tx),
      firstName: row.first,
      bookingReference: row.reference,
      amountPence: input.event.intent.amountPence,
      currency: input.event.intent.currency as Currency,
      paymentIntentId: input.event.intent.id,
      paidAt: input.paidAt,
    }),
  });
  if (emailId !== null)
    await recordAudit(
      tx,
      emailSentEvent(input.bookingId, TIP_RECEIPT_TEMPLATE, row.email, { email_id: emailId }),
    );
}
