import "server-only";
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { Resend } from "resend";
import { getServerConfig } from "@/env";
import { getDb, type Executor } from "@/server/db/client";
import { emailOutbox } from "@/server/db/schema";
import { logger } from "@/server/http/logger";
import type { EmailMessage } from "./send-email";

/**
 * The longest a delivery waits for Resend (the outbox row keeps a timed-out one as failed).
 * Tests shorten it to exercise a slow provider quickly.
 */
export const resendLimits = { timeoutMs: 8_000 };

export const FORCED_FAILURE_MESSAGE = "E-mail delivery forced to fail (EMAIL_FORCE_FAILURE=1)";

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

async function markFailed(db: Executor, emailId: number, error: unknown) {
  await db
    .update(emailOutbox)
    .set({ status: "failed", error: String(error) })
    .where(eq(emailOutbox.email_id, emailId));
}

/**
 * One try at delivering an outbox row: Resend when configured, otherwise a log line (the outbox
 * adapter's row is the delivery). A failure marks the row failed with its error and is thrown,
 * so the queue can try again; success marks it sent with Resend's id.
 */
export async function attemptDelivery(
  emailId: number,
  message: EmailMessage,
  executor?: Executor,
): Promise<void> {
  const config = getServerConfig();
  const db = executor ?? (await getDb());
  if (config.emailForceFailure) {
    // Development only (refused in a deployment): the retry and give-up path, by hand.
    await markFailed(db, emailId, new Error(FORCED_FAILURE_MESSAGE));
    throw new Error(FORCED_FAILURE_MESSAGE);
  }
  if (config.email.kind === "outbox") {
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
  try {
    const resend = new Resend(config.email.apiKey);
    const { data, error } = await resend.emails.send(
      {
        from: senderWithName(config.email.from, message.fromName),
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
      .set({
        status: "sent",
        sent_at: new Date(),
        provider_message_id: data?.id ?? null,
        error: null,
      })
      .where(eq(emailOutbox.email_id, emailId));
  } catch (error) {
    logger.error({ err: error, emailId }, "e-mail delivery failed");
    await markFailed(db, emailId, error);
    throw error;
  }
}
