import "server-only";
import { getServerConfig } from "@/env";
import type { Transaction } from "@/server/db/client";
import type { BookingRow } from "@/server/db/schema";
import { afterCommit } from "@/server/db/transaction";
import { newBookingNotificationEmail } from "@/server/email/templates/booking-notification";
import { deliverQueuedEmail, queueEmail } from "@/server/email/send-email";
import { operationsNotificationsOn } from "@/server/settings/notifications";
import { getSiteIdentity } from "@/server/settings/site-identity";

/**
 * Tells the operations mailbox of a new booking, queued in the booking's transaction (so it
 * exists only if the booking does) and delivered after the commit. Skipped when Settings'
 * Email Notifications is off.
 */
export async function notifyOperationsOfBooking(
  tx: Transaction,
  input: { outbound: BookingRow; withReturn: boolean; channel: "online" | "phone" },
): Promise<void> {
  if (!(await operationsNotificationsOn(tx))) return;
  const config = getServerConfig();
  const { outbound } = input;
  const message = {
    to: config.operationsEmail,
    template: "new-booking-notification",
    ...newBookingNotificationEmail({
      site: await getSiteIdentity(tx),
      bookingId: outbound.booking_id,
      reference: outbound.booking_reference,
      channel: input.channel,
      pickup: outbound.pickup_location,
      when: `${outbound.booking_date} ${outbound.booking_time} (${outbound.pickup_time_zone})`,
      withReturn: input.withReturn,
      siteUrl: config.siteUrl,
    }),
  };
  const emailId = await queueEmail(message, tx);
  if (emailId !== null) await afterCommit(tx, () => deliverQueuedEmail(emailId, message));
}
