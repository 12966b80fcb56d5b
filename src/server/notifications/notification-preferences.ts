import "server-only";
import { eq } from "drizzle-orm";
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
} from "@/lib/notifications/preferences";
import { getDb, type Executor, type Transaction } from "@/server/db/client";
import { notificationPreferences } from "@/server/db/schema";
import { recordAudit, type AuditActor } from "@/server/audit/record-audit";
import type { AuditChanges } from "@/server/db/schema";

type Row = typeof notificationPreferences.$inferSelect;

function fromRow(row: Row | undefined): NotificationPreferences {
  if (!row) return DEFAULT_NOTIFICATION_PREFERENCES;
  return {
    reminders: { email: row.reminders_email, sms: row.reminders_sms },
    ride_updates: { email: row.ride_updates_email, sms: row.ride_updates_sms },
    marketing: { email: row.marketing_email, sms: row.marketing_sms },
  };
}

function toColumns(preferences: NotificationPreferences) {
  return {
    reminders_email: preferences.reminders.email,
    reminders_sms: preferences.reminders.sms,
    ride_updates_email: preferences.ride_updates.email,
    ride_updates_sms: preferences.ride_updates.sms,
    marketing_email: preferences.marketing.email,
    marketing_sms: preferences.marketing.sms,
  };
}

/** The account's choices, or the defaults (marketing off) when it never changed any. */
export async function readNotificationPreferences(
  userId: number,
  executor?: Executor,
): Promise<NotificationPreferences> {
  const db = executor ?? (await getDb());
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.user_id, userId));
  return fromRow(row);
}

/**
 * Stores the account's choices and audits what changed (`reminders.sms: { old, new }`), in the
 * caller's transaction. Returns the stored preferences; nothing is written when nothing changed.
 */
export async function saveNotificationPreferences(
  input: {
    userId: number;
    preferences: NotificationPreferences;
    actor: AuditActor;
    context?: Record<string, unknown>;
  },
  tx: Transaction,
): Promise<NotificationPreferences> {
  const before = await readNotificationPreferences(input.userId, tx);
  const changes: AuditChanges = {};
  for (const [kind, channels] of Object.entries(input.preferences)) {
    for (const [channel, value] of Object.entries(channels)) {
      const old = before[kind as keyof NotificationPreferences][channel as "email" | "sms"];
      if (old !== value) changes[`${kind}.${channel}`] = { old, new: value };
    }
  }
  if (Object.keys(changes).length === 0) return before;
  const columns = toColumns(input.preferences);
  await tx
    .insert(notificationPreferences)
    .values({ user_id: input.userId, ...columns })
    .onConflictDoUpdate({
      target: notificationPreferences.user_id,
      set: { ...columns, updated_at: new Date() },
    });
  await recordAudit(tx, {
    actor: input.actor,
    entity: { kind: "user", id: input.userId },
    action: "notification_preferences_changed",
    changes,
    context: input.context,
  });
  return input.preferences;
}
