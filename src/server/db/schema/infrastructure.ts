import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { emailStatus } from "./enums";
import { createdAt, instant, serialId } from "./columns";

export const contactMessages = pgTable(
  "contact_messages",
  {
    message_id: serialId("message_id"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    created_at: createdAt(),
  },
  (table) => [index("contact_messages_created_idx").on(table.created_at)],
);

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
}

/** Every e-mail is recorded; dedupe_key makes "exactly once" sends (receipts) a unique insert. */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    email_id: serialId("email_id"),
    to_address: text("to_address").notNull(),
    subject: text("subject").notNull(),
    template: text("template").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    attachments: jsonb("attachments").$type<OutboxAttachment[]>(),
    dedupe_key: text("dedupe_key"),
    status: emailStatus("status").notNull().default("queued"),
    provider_message_id: text("provider_message_id"),
    error: text("error"),
    created_at: createdAt(),
    sent_at: instant("sent_at"),
  },
  (table) => [
    uniqueIndex("email_outbox_dedupe_unique").on(table.dedupe_key),
    index("email_outbox_to_idx").on(table.to_address, table.created_at),
  ],
);

/** Fixed-window counters; in Postgres so limits hold across serverless instances. */
export const rateLimitBuckets = pgTable("rate_limit_buckets", {
  bucket_key: text("bucket_key").primaryKey(),
  count: integer("count").notNull(),
  reset_at: instant("reset_at").notNull(),
});

export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    scope: text("scope").notNull(),
    idempotency_key: text("idempotency_key").notNull(),
    request_hash: text("request_hash").notNull(),
    response_status: integer("response_status"),
    response_body: jsonb("response_body"),
    created_at: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.idempotency_key] }),
    index("idempotency_created_idx").on(table.created_at),
  ],
);

export type EmailOutboxRow = typeof emailOutbox.$inferSelect;
