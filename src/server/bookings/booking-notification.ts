import "server-only";
import { placeLabel } from "@/lib/place-label";
import { getServerConfig } from "@/env";
import { siteIdentity, type SiteIdentity } from "@/lib/site-identity";
import { afterResponse } from "@/server/auth/after-response";
import type { Executor } from "@/server/db/client";
import type { BookingRow } from "@/server/db/schema";
import { isTransaction } from "@/server/db/transaction";
import { newBookingNotificationEmail } from "@/server/email/templates/booking-notification";
import { deliverQueuedEmail, type EmailMessage } from "@/server/email/send-email";
import { getSiteSettings, readAllSettings } from "@/server/settings/read-settings";
import { shortZoneName } from "@/lib/time-zone-names";

/** What the operations e-mail of a new booking needs from Settings; null when it is switched off. */
export interface OperationsNotice {
  site: SiteIdentity;
}

/**
 * Settings' Email Notifications and the site's identity, read before the booking is written:
 * outside a transaction from the cached settings (no query), inside a caller's transaction in
 * one read through it (PGlite has one connection: a read beside the open transaction, which a
 * cache miss would be, would wait for it forever). Callers that open a transaction around the
 * booking (an Idempotency-Key) read this first and pass it in.
 */
export async function readOperationsNotice(executor?: Executor): Promise<OperationsNotice | null> {
  const settings =
    executor && isTransaction(executor) ? await readAllSettings(executor) : await getSiteSettings();
  return settings.notifications.email_notifications
    ? { site: siteIdentity(settings.general) }
    : null;
}

/**
 * The operations mailbox's message for a new booking. `bookingId` is the booking's id, or a
 * slot the booking's own statement replaces with it (insert-one-way.ts), so the message can be
 * queued in the same statement that creates the booking.
 */
export function operationsBookingEmail(
  notice: OperationsNotice,
  input: {
    bookingId: number | string;
    booking: Pick<
      BookingRow,
      | "booking_reference"
      | "pickup_location"
      | "pickup_place_name"
      | "booking_date"
      | "booking_time"
      | "pickup_time_zone"
    >;
    withReturn: boolean;
    channel: "online" | "phone";
  },
): EmailMessage {
  const config = getServerConfig();
  const { booking } = input;
  return {
    to: config.operationsEmail,
    template: "new-booking-notification",
    ...newBookingNotificationEmail({
      site: notice.site,
      bookingId: input.bookingId,
      reference: booking.booking_reference,
      channel: input.channel,
      pickup: placeLabel(booking.pickup_location, booking.pickup_place_name),
      when: `${booking.booking_date} ${booking.booking_time} (${shortZoneName(booking.pickup_time_zone)})`,
      withReturn: input.withReturn,
      siteUrl: config.siteUrl,
    }),
  };
}

/**
 * Delivery (and the outbox row's status) waits until the answer has been sent: the row itself
 * was committed with the booking, so a crash before delivery loses nothing.
 */
export function deliverOperationsEmail(emailId: number, message: EmailMessage): Promise<void> {
  return afterResponse("operations e-mail", () => deliverQueuedEmail(emailId, message));
}
