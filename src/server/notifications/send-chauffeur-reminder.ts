import "server-only";
import { mayMessage } from "@/lib/notifications/preferences";
import { chauffeurReminderAt, stillTimely } from "@/lib/notifications/reminder-times";
import { chauffeurReminderText } from "@/lib/notifications/ride-texts";
import { placeLabel } from "@/lib/place-label";
import type { JobContext } from "@/server/jobs/kind-types";
import type { ChauffeurReminderPayload } from "./job-payloads";
import { pickupTimeLabel, readBooking, readJob, stillPlanned } from "./ride-facts";
import { CHAUFFEUR_REMINDER_TEMPLATE } from "./ride-emails";
import { chauffeurContactOf, emailChauffeur, textChauffeur } from "./tell-chauffeur";

/**
 * Reminds the chauffeur of their job an hour before pickup: by text when they have a phone and
 * allow reminder texts, otherwise by e-mail (if they allow that). Only while the job is still
 * theirs and not yet started (assigned: one already on the way needs no reminder), the booking
 * still stands and its pickup is the one planned for. Idempotent: one outbox dedupe key per
 * assignment and pickup, shared by both channels' keys.
 */
export async function sendChauffeurReminder(
  payload: ChauffeurReminderPayload,
  { executor, now }: JobContext,
): Promise<void> {
  const job = await readJob(executor, payload.assignmentId);
  if (!job || job.driver_id !== payload.driverId || job.status !== "assigned") return;
  const booking = await readBooking(executor, job.booking_id);
  if (!stillPlanned(booking, payload.pickupAt)) return;
  if (!stillTimely(chauffeurReminderAt(booking.pickup_at), now)) return;
  const contact = await chauffeurContactOf(executor, payload.driverId);
  if (!contact) return;

  const passenger = booking.is_self_booking ? null : booking.guest_first_name;
  const text = chauffeurReminderText({
    reference: booking.booking_reference,
    time: pickupTimeLabel(booking),
    pickup: placeLabel(booking.pickup_location, booking.pickup_place_name),
    passenger: passenger ?? null,
  });
  const dedupeKey = `chauffeur-reminder:${job.assignment_id}:${payload.pickupAt}`;
  const sms = { kind: "reminders", body: text, bookingId: booking.booking_id, dedupeKey } as const;
  if (await textChauffeur(executor, contact, sms)) return;
  if (!mayMessage(contact.preferences, "reminders", "email")) return;
  await emailChauffeur(executor, contact.driver, {
    template: CHAUFFEUR_REMINDER_TEMPLATE,
    dedupeKey,
    subject: `Job ${booking.booking_reference} in one hour`,
    lines: [text],
  });
}
