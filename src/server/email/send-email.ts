import "server-only";
import { logger } from "@/server/http/logger";
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { Resend } from "resend";
import { getServerConfig } from "@/env";
import { getDb, type Executor } from "@/server/db/client";
import { emailOutbox, type OutboxAttachment } from "@/server/db/schema";

/**
 * The longest a delivery waits for Resend (the outbox row keeps a timed-out one as failed).
 * Tests shorten it to exercise a slow provider quickly.
 */
export const resendLimits = { timeoutMs: 8_000 };

export interface EmailMessage {
  to: string;
  /** The sender's display name (the site name from Settings); the address is EMAIL_FROM's. */
  fromName?: string;
  subject: string;
  template: string;
  html: string;
  text: string;
  attachments?: OutboxAttachment[];
  /** A unique key makes the send happen at most once (for example `receipt:pi_123`). */
  dedupeKey?: string;
}

/**
 * Records the message in the outbox, then delivers it: through Resend when configured,
 * otherwise by printing it to the server log (the outbox is the inbox locally).
 * Returns false when a message with the same dedupe key was already recorded.
 */
export async function sendEmail(message: EmailMessage): Promise<boolean> {
  const emailId = await queueEmail(message);
  if (emailId === null) return false;
  await deliverQueuedEmail(emailId, message);
  return true;
}

/**
 * A new outbox row's status. With the outbox adapter the row is the delivery (the local inbox),
 * so it is 'logged' as it commits and delivery only prints a line; with Resend it waits, queued,
 * for delivery after the commit.
 */
export function queuedState(): { status: "queued" | "logged"; sent_at: Date | null } {
  return getServerConfig().email.kind === "outbox"
    ? { status: "logged", sent_at: new Date() }
    : { status: "queued", sent_at: null };
}

/**
 * Records a message inside the caller's transaction (so it exists only if the change commits).
 * Call deliverQueuedEmail after the commit: PGlite has one connection, and delivery must not run
 * inside an open transaction. Returns null for a dedupe key already used.
 */
export async function queueEmail(
  message: EmailMessage,
  executor?: Executor,
): Promise<number | null> {
  const db = executor ?? (await getDb());
  const [row] = await db
    .insert(emailOutbox)
    .values({
      to_address: message.to,
      subject: message.subject,
      template: message.template,
      html: message.html,
      text: message.text,
      attachments: message.attachments ?? null,
      dedupe_key: message.dedupeKey ?? null,
      ...queuedState(),
    })
    .onConflictDoNothing()
    .returning({ email_id: emailOutbox.email_id });
  return row?.email_id ?? null;
}

/**
 * The outbox's dedupe key also guards the send itself: a retried or repeated delivery of the
 * same message (say, the receipt for one payment) is accepted once by Resend. Resend takes keys
 * of up to 256 characters, so a longer one is hashed.
 */
export function resendIdempotencyKey(dedupeKey: string): string {
  return dedupeKey.length <= 256
    ? dedupeKey
    : `sha256:${createHash("sha256").update(dedupeKey).digest("hex")}`;
}

/** EMAIL_FROM's address under the given display name (quotes and brackets removed from it). */
export function senderWithName(from: string, name: string | undefined): string {
  if (!name) return from;
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
  const safeName = name.replace(/["<>\\\r\n]/g, "").trim();
  return safeName ? `"${safeName}" <${address}>` : from;
}

export async function deliverQueuedEmail(emailId: number, message: EmailMessage): Promise<void> {
  const config = getServerConfig().email;
  if (config.kind === "outbox") {
    // Local only (the outbox adapter is refused in a deployment): the row was stored as logged
    // (queuedState). One summary line: the whole message is in the outbox table (the local
    // inbox, see users/dev-outbox.ts), and serialising every body into the log cost each
    // request that sends one.
    logger.info(
      { emailId, to: message.to, subject: message.subject, template: message.template },
      "e-mail kept in the outbox",
    );
    return;
  }
  const db = await getDb();
  try {
    const resend = new Resend(config.apiKey);
    const { data, error } = await resend.emails.send(
      {
        from: senderWithName(config.from, message.fromName),
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        attachments: message.attachments?.map((a) => ({
          filename: a.filename,
          content: a.content,
          contentType: a.contentType,
        })),
      },
      {
        ...(message.dedupeKey ? { idempotencyKey: resendIdempotencyKey(message.dedupeKey) } : {}),
        // A slow Resend costs the request that delivers (a receipt after a webhook) at most this.
        signal: AbortSignal.timeout(resendLimits.timeoutMs),
      },
    );
    if (error) throw new Error(error.message);
    await db
      .update(emailOutbox)
      .set({ status: "sent", sent_at: new Date(), provider_message_id: data?.id ?? null })
      .where(eq(emailOutbox.email_id, emailId));
  } catch (error) {
    // A failed e-mail must not fail the request that caused it; the outbox row keeps the error.
    logger.error({ err: error, emailId }, "e-mail delivery failed");
    await db
      .update(emailOutbox)
      .set({ status: "failed", error: String(error) })
      .where(eq(emailOutbox.email_id, emailId));
  }
}
