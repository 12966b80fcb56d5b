import "server-only";
import { getSiteIdentity } from "@/server/settings/site-identity";
import { emailSentEvent } from "@/server/audit/booking-events";
import { recordAudit } from "@/server/audit/record-audit";
import type { Transaction as Tx } from "@/server/db/client";
import type { BookingRow } from "@/server/db/schema";
import { queueAfterCommit } from "@/server/email/queue-after-commit";
import type { EmailMessage } from "@/server/email/send-email";
import { GUEST_RIDE_TEMPLATE, guestRideEmail } from "@/server/email/templates/guest-ride";

/**
 * Once a booking made for someone else is paid, its guest passenger (when the booker gave an
 * e-mail address) gets the ride details, without the price. Queued in the payment's transaction
 * and deduplicated per booking, so a replayed payment event sends nothing twice.
 */
export async function sendGuestRideEmail(
  tx: Tx,
  legs: BookingRow[],
  bookedBy: string,
): Promise<void> {
  const [outbound] = legs;
  const to = outbound?.guest_email?.trim();
  if (!outbound || outbound.is_self_booking || !to) return;
  const message: EmailMessage = {
    to,
    template: GUEST_RIDE_TEMPLATE,
    dedupeKey: `guest-ride:${outbound.booking_id}`,
    bookingId: outbound.booking_id,
    ...guestRideEmail({ site: await getSiteIdentity(tx), legs, bookedBy }),
  };
  const emailId = await queueAfterCommit(tx, message);
  if (emailId === null) return;
  await recordAudit(
    tx,
    emailSentEvent(outbound.booking_id, GUEST_RIDE_TEMPLATE, to, { email_id: emailId }),
  );
}
