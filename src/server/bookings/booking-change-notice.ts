import "server-only";
import { eq } from "drizzle-orm";
import { getServerConfig } from "@/env";
import { formatPence } from "@/lib/money";
import { formatLongDateTime } from "@/lib/time-rules";
import type { Transaction } from "@/server/db/client";
import { users, type BookingRow } from "@/server/db/schema";
import { afterCommit } from "@/server/db/transaction";
import { deliverQueuedEmail, queueEmail, type EmailMessage } from "@/server/email/send-email";
import {
  BOOKING_CHANGED_TEMPLATE,
  bookingChangedEmail,
  type BookingChangeLine,
} from "@/server/email/templates/booking-changed";
import { getSiteIdentity } from "@/server/settings/site-identity";
import { shortZoneName } from "@/lib/time-zone-names";

type Compared = Pick<
  BookingRow,
  | "booking_date"
  | "booking_time"
  | "pickup_time_zone"
  | "pickup_location"
  | "dropoff_location"
  | "price_pence"
>;

const when = (row: Compared) =>
  `${formatLongDateTime(row.booking_date, row.booking_time)} (${shortZoneName(row.pickup_time_zone)})`;

/**
 * The changes a customer is told about: the pickup time, either address and the price. Other
 * edits (passengers, notes, status) are the operator's housekeeping and send nothing here.
 */
export function customerVisibleChanges(before: Compared, after: Compared): BookingChangeLine[] {
  const lines: BookingChangeLine[] = [];
  if (when(before) !== when(after))
    lines.push({ label: "Pickup time", old: when(before), new: when(after) });
  if (before.pickup_location !== after.pickup_location)
    lines.push({ label: "Pickup", old: before.pickup_location, new: after.pickup_location });
  if (before.dropoff_location !== after.dropoff_location)
    lines.push({
      label: "Destination",
      old: before.dropoff_location ?? "None (hourly)",
      new: after.dropoff_location ?? "None (hourly)",
    });
  if (before.price_pence !== after.price_pence)
    lines.push({
      label: "Price",
      old: formatPence(before.price_pence),
      new: formatPence(after.price_pence),
    });
  return lines;
}

/**
 * Queues the "your booking has changed" e-mail to the booking's owner in the edit's transaction
 * (it exists only if the edit commits) and delivers it after the commit. Answers the outbox id,
 * or null when nothing the customer sees changed.
 */
export async function queueBookingChangeEmail(
  tx: Transaction,
  input: { before: BookingRow; after: BookingRow; refundPence: number },
): Promise<number | null> {
  const changes = customerVisibleChanges(input.before, input.after);
  if (changes.length === 0) return null;
  const [owner] = await tx
    .select({ email: users.email, first_name: users.first_name })
    .from(users)
    .where(eq(users.user_id, input.after.user_id));
  if (!owner) return null;
  const message: EmailMessage = {
    to: owner.email,
    template: BOOKING_CHANGED_TEMPLATE,
    ...bookingChangedEmail({
      site: await getSiteIdentity(tx),
      firstName: owner.first_name,
      reference: input.after.booking_reference,
      changes,
      refundPence: input.refundPence,
      dashboardUrl: `${getServerConfig().siteUrl}/dashboard/bookings`,
    }),
  };
  const emailId = await queueEmail(message, tx);
  if (emailId !== null) await afterCommit(tx, () => deliverQueuedEmail(emailId, message));
  return emailId;
}
