import { sql } from "drizzle-orm";
import { boolean, index, integer, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { optionalRef, serialId, timestamps } from "./columns";
import { users } from "./users";

export const smsStatus = pgEnum("sms_status", [
  "queued",
  "sent",
  "delivered",
  "failed",
  "undeliverable",
]);

/**
 * Every text message, whatever the adapter: offline it is the local inbox (read at /dev/outbox),
 * with Twilio it is the delivery record the status webhook updates by provider id. A number
 * that cannot be one is kept as undeliverable with the refusal, so nothing is lost silently.
 */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    sms_id: serialId("sms_id"),
    /** E.164 when the number could be read; otherwise the input as given (undeliverable). */
    to_number: text("to_number").notNull(),
    /** The sender used: an alphanumeric name or the Twilio number; null when none could be. */
    from_sender: text("from_sender"),
    body: text("body").notNull(),
    kind: text("kind").notNull(),
    status: smsStatus("status").notNull().default("queued"),
    segments: integer("segments").notNull(),
    encoding: text("encoding").notNull(),
    provider_message_id: text("provider_message_id"),
    error: text("error"),
    booking_id: integer("booking_id"),
    user_id: optionalRef("user_id", () => users.user_id, "set null"),
    // A text that must go at most once (a reminder for one pickup): a second insert is a no-op.
    dedupe_key: text("dedupe_key"),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex("sms_outbox_dedupe_unique")
      .on(table.dedupe_key)
      .where(sql`${table.dedupe_key} IS NOT NULL`),
    index("sms_outbox_provider_idx").on(table.provider_message_id),
    index("sms_outbox_to_idx").on(table.to_number, table.created_at),
  ],
);

/**
 * One row per account that changed anything; without a row the defaults in
 * lib/notifications/preferences.ts apply (marketing off).
 */
export const notificationPreferences = pgTable("notification_preferences", {
  user_id: integer("user_id")
    .primaryKey()
    .references(() => users.user_id, { onDelete: "cascade" }),
  reminders_email: boolean("reminders_email").notNull().default(true),
  reminders_sms: boolean("reminders_sms").notNull().default(true),
  ride_updates_email: boolean("ride_updates_email").notNull().default(true),
  ride_updates_sms: boolean("ride_updates_sms").notNull().default(true),
  marketing_email: boolean("marketing_email").notNull().default(false),
  marketing_sms: boolean("marketing_sms").notNull().default(false),
  ...timestamps(),
});

export type SmsOutboxRow = typeof smsOutbox.$inferSelect;
