import "server-only";
import { getSiteIdentity } from "@/server/settings/site-identity";
import { getServerConfig } from "@/env";
import { emailSentEvent } from "@/server/audit/booking-events";
import { recordAudit } from "@/server/audit/record-audit";
import type { Executor } from "@/server/db/client";
import type { BookingRow } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { queueAfterCommit } from "@/server/email/queue-after-commit";
import { CANCELLATION_TEMPLATE, cancellationEmail } from "@/server/email/templates/cancellation";
import { findUserById } from "@/server/users/queries";
import { formatLongDateTime } from "@/lib/time-rules";
import { legLabel } from "./cancel-legs";

/**
 * E-mails the customer what was cancelled and refunded. Queued in a transaction with its audit
 * row and delivered after the commit; the dedupe key makes it once per cancellation.
 */
export async function sendCancellationNotice(
  input: { legs: BookingRow[]; refundPence: number; lateCancellation: boolean },
  executor?: Executor,
): Promise<void> {
  const [first] = input.legs;
  if (!first) return;
  await inTransaction(executor, async (tx) => {
    const customer = await findUserById(first.user_id, tx);
    if (!customer) return;
    const message = {
      to: customer.email,
      template: CANCELLATION_TEMPLATE,
      dedupeKey: `cancellation:${input.legs.map((leg) => leg.booking_id).join("-")}`,
      bookingId: input.legs[0]?.booking_id,
      ...cancellationEmail({
        site: await getSiteIdentity(tx),
        firstName: customer.first_name,
        legs: input.legs.map((leg) => ({
          reference: leg.booking_reference,
          leg: legLabel(leg),
          dateTime: formatLongDateTime(leg.booking_date, leg.booking_time),
        })),
        refundPence: input.refundPence,
        lateCancellation: input.lateCancellation,
        dashboardUrl: `${getServerConfig().siteUrl}/dashboard/bookings`,
      }),
    };
    const emailId = await queueAfterCommit(tx, message);
    if (emailId === null) return;
    await recordAudit(
      tx,
      input.legs.map((leg) =>
        emailSentEvent(leg.booking_id, CANCELLATION_TEMPLATE, customer.email, {
          email_id: emailId,
        }),
      ),
    );
  });
}
