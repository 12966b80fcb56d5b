import "server-only";
import { eq } from "drizzle-orm";
import { getServerConfig } from "@/env";
import { DEFAULT_NOTIFICATION_PREFERENCES, mayMessage } from "@/lib/notifications/preferences";
import { chauffeurReminderAt, stillTimely } from "@/lib/notifications/reminder-times";
import { chauffeurReminderText } from "@/lib/notifications/ride-texts";
import { placeLabel } from "@/lib/place-label";
import { assignments, drivers } from "@/server/db/schema";
import { sendEmail } from "@/server/email/send-email";
import type { JobContext } from "@/server/jobs/kind-types";
import { getSiteIdentity } from "@/server/settings/site-identity";
import { sendSms } from "@/server/sms/send-sms";
import type { ChauffeurReminderPayload } from "./job-payloads";
import { readNotificationPreferences } from "./notification-preferences";
import { pickupTimeLabel, readBooking, stillPlanned } from "./ride-facts";
import { CHAUFFEUR_REMINDER_TEMPLATE, rideEmail } from "./ride-emails";

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
  const [job] = await executor
    .select()
    .from(assignments)
    .where(eq(assignments.assignment_id, payload.assignmentId));
  if (!job || job.driver_id !== payload.driverId || job.status !== "assigned") return;
  const booking = await readBooking(executor, job.booking_id);
  if (!stillPlanned(booking, payload.pickupAt)) return;
  if (!stillTimely(chauffeurReminderAt(booking.pickup_at), now)) return;
  const [driver] = await executor
    .select()
    .from(drivers)
    .where(eq(drivers.driver_id, payload.driverId));
  if (!driver) return;

  const preferences =
    driver.user_id === null
      ? DEFAULT_NOTIFICATION_PREFERENCES
      : await readNotificationPreferences(driver.user_id, executor);
  const passenger = booking.is_self_booking ? null : booking.guest_first_name;
  const text = chauffeurReminderText({
    reference: booking.booking_reference,
    time: pickupTimeLabel(booking),
    pickup: placeLabel(booking.pickup_location, booking.pickup_place_name),
    passenger: passenger ?? null,
  });
  const dedupeKey = `chauffeur-reminder:${job.assignment_id}:${payload.pickupAt}`;
  const phone = driver.phone_number.trim();
  if (phone && mayMessage(preferences, "reminders", "sms")) {
    await sendSms(
      {
        to: phone,
        body: text,
        kind: "reminders",
        bookingId: booking.booking_id,
        ...(driver.user_id === null ? {} : { userId: driver.user_id }),
        dedupeKey: `${dedupeKey}:sms`,
      },
      executor,
    );
    return;
  }
  if (!mayMessage(preferences, "reminders", "email")) return;
  const site = await getSiteIdentity(executor);
  await sendEmail({
    to: driver.email,
    template: CHAUFFEUR_REMINDER_TEMPLATE,
    dedupeKey: `${dedupeKey}:${driver.email.toLowerCase()}`,
    ...rideEmail(site, {
      subject: `Job ${booking.booking_reference} in one hour`,
      greeting: driver.first_name,
      lines: [text],
      link: { href: `${getServerConfig().siteUrl}/driver-dashboard`, label: "Open your jobs" },
    }),
  });
}
