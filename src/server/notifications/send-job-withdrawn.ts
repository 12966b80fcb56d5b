import "server-only";
import {
  jobWithdrawnSms,
  jobWithdrawnText,
  pickupWhenLabel,
} from "@/lib/notifications/job-withdrawn-text";
import type { JobContext } from "@/server/jobs/kind-types";
import { jobWithdrawnKey, type JobWithdrawnPayload } from "./job-withdrawn-payload";
import { readBooking, readJob } from "./ride-facts";
import { chauffeurContactOf, emailChauffeur, textChauffeur } from "./tell-chauffeur";

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
  const job = await readJob(executor, payload.assignmentId);
  if (!job || job.driver_id !== payload.driverId || job.status !== payload.withdrawal) return;
  const booking = await readBooking(executor, job.booking_id);
  const contact = await chauffeurContactOf(executor, payload.driverId);
  if (!booking || !contact) return;

  const text = jobWithdrawnText({
    reference: booking.booking_reference,
    when: pickupWhenLabel(booking.booking_date, booking.booking_time, booking.pickup_time_zone),
    withdrawal: payload.withdrawal,
    reason: job.reason,
  });
  const key = jobWithdrawnKey(job.assignment_id);
  const sent = await textChauffeur(executor, contact, {
    kind: "ride_updates",
    body: jobWithdrawnSms(text),
    bookingId: booking.booking_id,
    dedupeKey: key,
  });
  if (sent && sent.status !== "undeliverable") return;
  await emailChauffeur(executor, contact.driver, {
    template: JOB_WITHDRAWN_TEMPLATE,
    dedupeKey: key,
    subject:
      payload.withdrawal === "cancelled"
        ? `Job ${booking.booking_reference} has been cancelled`
        : `Job ${booking.booking_reference} has been taken off you`,
    lines: [text],
  });
}
