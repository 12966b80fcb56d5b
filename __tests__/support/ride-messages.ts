import { eq } from "drizzle-orm";
import { smsRecipient } from "@/lib/sms/phone-number";
import { getDb } from "@/server/db/client";
import { emailOutbox, jobs, notificationPreferences, smsOutbox } from "@/server/db/schema";
import { drainJobs } from "@/server/jobs/drain";
import type { NotificationPreferences } from "@/lib/notifications/preferences";

/** Drains the queue at `now` with no schedules and no jitter, as the job tests do. */
export const drainAt = (now: Date | string) =>
  drainJobs({ now: new Date(now), schedules: [], jitter: () => 0 });

/** Empties the queue so each test drains only the jobs it planned. */
export async function clearJobs(): Promise<void> {
  const db = await getDb();
  await db.delete(jobs);
}

export async function textsTo(phone: string) {
  const db = await getDb();
  const e164 = smsRecipient(phone)?.e164 ?? phone;
  return db.select().from(smsOutbox).where(eq(smsOutbox.to_number, e164));
}

export async function mailsTo(address: string, template?: string) {
  const db = await getDb();
  const rows = await db.select().from(emailOutbox).where(eq(emailOutbox.to_address, address));
  return template ? rows.filter((row) => row.template === template) : rows;
}

export async function jobsOfKind(kind: string) {
  const db = await getDb();
  return db.select().from(jobs).where(eq(jobs.kind, kind));
}

/** Stores an account's choices straight in the table (the route's own tests cover saving). */
export async function choose(userId: number, preferences: NotificationPreferences) {
  const db = await getDb();
  await db.insert(notificationPreferences).values({
    user_id: userId,
    reminders_email: preferences.reminders.email,
    reminders_sms: preferences.reminders.sms,
    ride_updates_email: preferences.ride_updates.email,
    ride_updates_sms: preferences.ride_updates.sms,
    marketing_email: preferences.marketing.email,
    marketing_sms: preferences.marketing.sms,
  });
}

export const ALL_ON: NotificationPreferences = {
  reminders: { email: true, sms: true },
  ride_updates: { email: true, sms: true },
  marketing: { email: false, sms: false },
};
