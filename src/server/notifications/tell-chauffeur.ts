import "server-only";
import { eq } from "drizzle-orm";
import { getServerConfig } from "@/env";
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  mayMessage,
  type MessageKind,
  type NotificationPreferences,
} from "@/lib/notifications/preferences";
import type { Executor } from "@/server/db/client";
import { drivers, type DriverRow } from "@/server/db/schema";
import { sendEmail } from "@/server/email/send-email";
import { getSiteIdentity } from "@/server/settings/site-identity";
import { sendSms, type SmsResult } from "@/server/sms/send-sms";
import { readNotificationPreferences } from "./notification-preferences";
import { rideEmail } from "./ride-emails";

// How a job message reaches the chauffeur who drives it. Each handler decides what to say and
// when a text is enough; these read the chauffeur afresh and send with outbox dedupe keys built
// from the caller's key, so a rerun sends nothing new. Never inside an open transaction.

export interface ChauffeurContact {
  driver: DriverRow;
  /** Their account's choices, or the defaults for a chauffeur without an account. */
  preferences: NotificationPreferences;
}

export async function chauffeurContactOf(
  db: Executor,
  driverId: number,
): Promise<ChauffeurContact | null> {
  const [driver] = await db.select().from(drivers).where(eq(drivers.driver_id, driverId));
  if (!driver) return null;
  const preferences =
    driver.user_id === null
      ? DEFAULT_NOTIFICATION_PREFERENCES
      : await readNotificationPreferences(driver.user_id, db);
  return { driver, preferences };
}

/** Texts the chauffeur when they have a phone and allow texts of `kind`; null when none went. */
export async function textChauffeur(
  db: Executor,
  { driver, preferences }: ChauffeurContact,
  input: { kind: MessageKind; body: string; bookingId: number; dedupeKey: string },
): Promise<SmsResult | null> {
  const phone = driver.phone_number.trim();
  if (!phone || !mayMessage(preferences, input.kind, "sms")) return null;
  return sendSms(
    {
      to: phone,
      body: input.body,
      kind: input.kind,
      bookingId: input.bookingId,
      ...(driver.user_id === null ? {} : { userId: driver.user_id }),
      dedupeKey: `${input.dedupeKey}:sms`,
    },
    db,
  );
}

/** E-mails the chauffeur, greeting them by name, with the link to their jobs. */
export async function emailChauffeur(
  db: Executor,
  driver: DriverRow,
  input: { template: string; dedupeKey: string; subject: string; lines: string[] },
): Promise<void> {
  const site = await getSiteIdentity(db);
  await sendEmail({
    to: driver.email,
    template: input.template,
    dedupeKey: `${input.dedupeKey}:${driver.email.toLowerCase()}`,
    ...rideEmail(site, {
      subject: input.subject,
      greeting: driver.first_name,
      lines: input.lines,
      link: { href: `${getServerConfig().siteUrl}/driver-dashboard`, label: "Open your jobs" },
    }),
  });
}
