import "server-only";
import { eq } from "drizzle-orm";
import { getServerConfig } from "@/env";
import { getDb, type Executor } from "@/server/db/client";
import { emailOutbox, jobs, type OutboxAttachment } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { logger } from "@/server/http/logger";
import { enqueueJob } from "@/server/jobs/enqueue";
import { EMAIL_JOB_KINDS } from "@/server/jobs/kinds/email";
import { runJobNow } from "@/server/jobs/run-now";
import { attemptDelivery } from "./delivery-attempt";

export { resendIdempotencyKey, resendLimits, senderWithName } from "./delivery-attempt";

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
  /** The booking it is about: a message that cannot be delivered is noted in its History. */
  bookingId?: number;
}

export const EMAIL_DELIVER_KIND = "email.deliver";

/** The delivery job's dedupe key: one job per outbox row. */
export const emailJobKey = (emailId: number) => `email:${emailId}`;

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
 * so it is 'logged' as it commits and delivery only prints a line; with Resend (or with
 * EMAIL_FORCE_FAILURE in development) it waits, queued, for its delivery job.
 */
export function queuedState(): { status: "queued" | "logged"; sent_at: Date | null } {
  const config = getServerConfig();
  return config.email.kind === "outbox" && !config.emailForceFailure
    ? { status: "logged", sent_at: new Date() }
    : { status: "queued", sent_at: null };
}

/**
 * Records a message inside the caller's transaction (so it exists only if the change commits)
 * and, when it still has to be delivered, its `email.deliver` job in the same transaction: the
 * queue retries a failed delivery with backoff (kinds/email.ts). Call deliverQueuedEmail after
 * the commit for the first try: PGlite has one connection, and delivery must not run inside an
 * open transaction. Returns null for a dedupe key already used.
 */
export async function queueEmail(
  message: EmailMessage,
  executor?: Executor,
): Promise<number | null> {
  const state = queuedState();
  const insert = async (db: Executor) => {
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
        ...state,
      })
      .onConflictDoNothing()
      .returning({ email_id: emailOutbox.email_id });
    return row?.email_id ?? null;
  };
  // The outbox adapter's row is already its delivery ('logged'): no job, and the one insert the
  // requests that send mail have always made.
  if (state.status === "logged") return insert(executor ?? (await getDb()));
  return inTransaction(executor, async (tx) => {
    const emailId = await insert(tx);
    if (emailId === null) return null;
    await enqueueJob(tx, {
      kind: EMAIL_DELIVER_KIND,
      payload: {
        emailId,
        ...(message.bookingId ? { bookingId: message.bookingId } : {}),
        ...(message.fromName ? { fromName: message.fromName } : {}),
      },
      dedupeKey: emailJobKey(emailId),
    });
    return emailId;
  });
}

/**
 * The first try, once the row has committed. A message with a delivery job runs that job now
 * (the try counts as its first attempt; a failure is retried by the queue with the kind's
 * backoff). Without one (the outbox adapter), or when it is already done, one direct attempt as
 * before: a repeated delivery reaches Resend with the same idempotency key. Never throws: a
 * failed e-mail must not fail the request that caused it.
 */
export async function deliverQueuedEmail(emailId: number, message: EmailMessage): Promise<void> {
  try {
    // The outbox adapter's rows have no job (queueEmail): its delivery is the log line.
    if (queuedState().status === "logged") return await attemptDelivery(emailId, message);
    const ran = await runJobNow(emailJobKey(emailId), EMAIL_JOB_KINDS);
    if (ran !== "not-due") return;
    const db = await getDb();
    const [job] = await db
      .select({ status: jobs.status })
      .from(jobs)
      .where(eq(jobs.dedupe_key, emailJobKey(emailId)));
    // Waiting for its next attempt, held by a drainer, or given up: the queue's, not ours.
    if (job && job.status !== "done") return;
    await attemptDelivery(emailId, message);
  } catch (error) {
    logger.error({ err: error, emailId }, "e-mail delivery failed");
  }
}
