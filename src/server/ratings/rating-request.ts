import "server-only";
import { eq } from "drizzle-orm";
import { getServerConfig } from "@/env";
import { emailSentEvent } from "@/server/audit/booking-events";
import { recordAudit } from "@/server/audit/record-audit";
import type { Transaction } from "@/server/db/client";
import { bookings, users, type AssignmentRow } from "@/server/db/schema";
import { queueAfterCommit } from "@/server/email/queue-after-commit";
import {
  RATING_REQUEST_TEMPLATE,
  ratingRequestEmail,
} from "@/server/email/templates/rating-request";
import { getSiteIdentity } from "@/server/settings/site-identity";

/**
 * Asks the customer to rate the ride when a job is completed, in the completion's transaction
 * (the e-mail is delivered after the commit). One request per booking whatever the number of
 * cars: the dedupe key is the booking's, so a second car's completion sends nothing more.
 */
export async function requestRideRating(tx: Transaction, job: AssignmentRow): Promise<void> {
  const [row] = await tx
    .select({ booking: bookings, email: users.email, first_name: users.first_name })
    .from(bookings)
    .innerJoin(users, eq(users.user_id, bookings.user_id))
    .where(eq(bookings.booking_id, job.booking_id));
  if (!row || row.booking.status === "cancelled") return;
  const { booking } = row;
  const message = {
    to: row.email,
    template: RATING_REQUEST_TEMPLATE,
    dedupeKey: `${RATING_REQUEST_TEMPLATE}:${booking.booking_id}`,
    ...ratingRequestEmail({
      site: await getSiteIdentity(tx),
      firstName: row.first_name,
      bookingReference: booking.booking_reference,
      rateUrl: `${getServerConfig().siteUrl}/dashboard/bookings/${booking.booking_id}/rate`,
    }),
  };
  const emailId = await queueAfterCommit(tx, message);
  if (emailId !== null)
    await recordAudit(
      tx,
      emailSentEvent(booking.booking_id, RATING_REQUEST_TEMPLATE, row.email, {
        email_id: emailId,
        assignment_id: job.assignment_id,
      }),
    );
}
