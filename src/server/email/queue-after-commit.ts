import "server-only";
import type { Transaction } from "@/server/db/types";
import { afterCommit } from "@/server/db/transaction";
import { deliverQueuedEmail, queueEmail, type EmailMessage } from "./send-email";

/**
 * Records a message with the caller's transaction (it exists only if the change commits; with
 * Resend its delivery job too) and makes the first try once the outermost commit is done:
 * delivery must not run inside an open transaction (PGlite has one connection). The queue
 * retries a failed try. Returns the outbox row's id, or null for a dedupe key already used
 * (nothing is sent again).
 */
export async function queueAfterCommit(
  tx: Transaction,
  message: EmailMessage,
): Promise<number | null> {
  const emailId = await queueEmail(message, tx);
  if (emailId !== null) await afterCommit(tx, () => deliverQueuedEmail(emailId, message));
  return emailId;
}
