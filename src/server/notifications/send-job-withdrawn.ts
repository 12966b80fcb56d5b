import "server-only";
import { eq } from "drizzle-orm";
import { getServerConfig } from "@/env";
import { DEFAULT_NOTIFICATION_PREFERENCES, mayMessage } from "@/lib/notifications/preferences";
import {
  jobWithdrawnSms,
  jobWithdrawnText,
  pickupWhenLabel,
} from "@/lib/notifications/job-withdrawn-text";
import { assignments, drivers } from "@/server/db/schema";
import { sendEmail } from "@/server/email/send-email";
import type { JobContext } from "@/server/jobs/kind-types";
import { getSiteIdentity } from "@/server/settings/site-identity";
import { sendSms } from "@/server/sms/send-sms";
import { jobWithdrawnKey, type JobWithdrawnPayload } from "./job-withdrawn-payload";
import { readNotificationPreferences } from "./notification-preferences";
import { readBooking } from "./ride-facts";
import { rideEmail } from "./ride-emails";

export const JOB_WITHDRAWN_TEMPLATE = "job-withdrawn";

/**
 * Tells the chauffeur their job went away: by text when they have a phone and allow ride-update
 * texts, otherwise (or when the number cannot take texts) by e-mail. Only while the job is still
 * withdrawn from that chauffeur as planned. Idempotent: each channel's send carries an outbox
 * dedupe key per assignment, so a rerun (or a second drainer) finds it sent and sends nothing.
 */
export async function sendJobWithdrawn(
  payload: JobWithdrawnPayload,
  { executor }: JobContext,
): Promise<void> {
  const [job] = await executor
    .select()
    .from(assignments)
    .where(eq(assignments.assignment_id, payload.assignmentId));
  if (!job || job.driver_id !== payload.driverId || job.status !== payload.withdrawal) return;
  const booking = await readBooking(executor, job.booking_id);
  const [driver] = await executor
    .select()
    .from(drivers)
    .where(eq(drivers.driver_id, payload.driverId));
  if (!booking || !driver) return;

  const text = jobWithdrawnText({
    reference: booking.booking_reference,
    when: pickupWhenLabel(booking.booking_date, booking.booking_time, booking.pickup_time_zone),
    withdrawal: payload.withdrawal,
    reason: job.reason,
  });
  const key = jobWithdrawnKey(job.assignment_id);
  const preferences =
    driver.user_id === null
      ? DEFAULT_NOTIFICATION_PREFERENCES
      : await readNotificationPreferences(driver.user_id, executor);
  const phone = driver.phone_number.trim();
  if (phone && mayMessage(preferences, "ride_updates", "sms")) {
    const sent = await sendSms(
      {
        to: phone,
        body: jobWithdrawnSms(text),
        kind: "ride_updates",
        bookingId: booking.booking_id,
        ...(driver.user_id === null ? {} : { userId: driver.user_id }),
        dedupeKey: `${key}:sms`,
      },
      executor,
    );
    if (sent.status !== "undeliverable") return;
  }
  const site = await getSiteIdentity(executor);
  await sendEmail({
    to: driver.email,
    template: JOB_WITHDRAWN_TEMPLATE,
    dedupeKey: `${key}:${driver.email.toLowerCase()}`,
    ...rideEmail(site, {
      subject:
        payload.withdrawal === "cancelled"
          ? `Job ${booking.booking_reference} has been cancelled`
          : `Job ${booking.booking_reference} has been taken off you`,
      greeting: driver.first_name,
      lines: [text],
      link: { href: `${getServerConfig().siteUrl}/driver-dashboard`, label: "Open your jobs" },
    }),
  });
}
