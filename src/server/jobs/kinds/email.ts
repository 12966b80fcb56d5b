import "server-only";
import { eq } from "drizzle-orm";
import { getServerConfig } from "@/env";
import { emailOutbox } from "@/server/db/schema";
import { attemptDelivery } from "@/server/email/delivery-attempt";
import { recordUndeliverableEmail } from "@/server/email/undeliverable";
import { steppedBackoff } from "../backoff";
import { JOB_SPECS } from "../kind-specs";
import { defineKind, type JobKind } from "../kind-types";

const MINUTE_MS = 60_000;

/** The e-mail's five attempts (kind-specs.ts): the first at once, then after 1, 5, 15 and 40 minutes. */
export const EMAIL_BACKOFF_MS = [1, 5, 15, 40].map((minutes) => minutes * MINUTE_MS);

export const EMAIL_JOB_KINDS: Record<string, JobKind> = {
  // Idempotent: the outbox row's status says whether it still has to go (a sent or logged row is
  // skipped), Resend's idempotency key (the row's dedupe key) makes a repeated send one e-mail,
  // and the History line is written once per row (undeliverable.ts).
  "email.deliver": defineKind({
    ...JOB_SPECS["email.deliver"],
    backoff: steppedBackoff(EMAIL_BACKOFF_MS),
    describe: "Deliver one e-mail from the outbox (retried over about an hour)",
    handle: async ({ emailId, bookingId, fromName }, { executor, now, attempt, maxAttempts }) => {
      const [row] = await executor
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.email_id, emailId));
      if (!row || row.status === "sent" || row.status === "logged") return;
      const config = getServerConfig();
      if (config.email.kind === "outbox" && !config.emailForceFailure) {
        // Queued while failures were forced, now delivered the outbox adapter's way.
        await executor
          .update(emailOutbox)
          .set({ status: "logged", sent_at: now, error: null })
          .where(eq(emailOutbox.email_id, emailId));
        return;
      }
      try {
        await attemptDelivery(
          emailId,
          {
            to: row.to_address,
            fromName,
            subject: row.subject,
            template: row.template,
            html: row.html,
            text: row.text,
            attachments: row.attachments ?? undefined,
            dedupeKey: row.dedupe_key ?? undefined,
          },
          executor,
        );
      } catch (error) {
        if (attempt >= maxAttempts && bookingId)
          await recordUndeliverableEmail(executor, {
            bookingId,
            emailId,
            to: row.to_address,
            subject: row.subject,
            attempts: attempt,
          });
        throw error;
      }
    },
  }),
};
