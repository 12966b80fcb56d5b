import "server-only";
import type { Executor } from "@/server/db/client";
import { getSiteSettings, readSettingsGroup } from "./read-settings";
import type { NotificationSettings } from "@/lib/settings/schemas";

async function notificationSettings(executor?: Executor): Promise<NotificationSettings> {
  return executor
    ? readSettingsGroup("notifications", executor)
    : (await getSiteSettings()).notifications;
}

/**
 * Settings' Email Notifications: whether the operations mailbox is told of new bookings, driver
 * applications, partner registrations and partner tickets. Pass the transaction when inside one.
 */
export async function operationsNotificationsOn(executor?: Executor): Promise<boolean> {
  return (await notificationSettings(executor)).email_notifications;
}

/**
 * Settings' Marketing Emails: the stored consent. Every marketing e-mail must ask this first and
 * send nothing when it answers false (the default). None is sent today.
 */
export async function canSendMarketing(executor?: Executor): Promise<boolean> {
  return (await notificationSettings(executor)).marketing_emails;
}
