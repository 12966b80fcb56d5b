import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { recordAudit, SYSTEM_ACTOR } from "@/server/audit/record-audit";
import type { Executor } from "@/server/db/client";
import { auditEvents } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";

export const EMAIL_UNDELIVERABLE_ACTION = "email_undeliverable";

/** The History line an administrator reads on the booking. */
export const undeliverableSummary = (subject: string, to: string, attempts: number) =>
  `E-mail '${subject}' to ${to} could not be delivered after ${attempts} attempts`;

/**
 * Notes on the booking's History that one of its e-mails was given up on. Once per outbox row:
 * a second call (a final attempt run twice after a lost lease) finds the line already there.
 */
export async function recordUndeliverableEmail(
  executor: Executor,
  input: { bookingId: number; emailId: number; to: string; subject: string; attempts: number },
): Promise<void> {
  await inTransaction(executor, async (tx) => {
    const [existing] = await tx
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.entity_kind, "booking"),
          eq(auditEvents.entity_id, String(input.bookingId)),
          eq(auditEvents.action, EMAIL_UNDELIVERABLE_ACTION),
          sql`${auditEvents.context}->>'email_id' = ${String(input.emailId)}`,
        ),
      )
      .limit(1);
    if (existing) return;
    await recordAudit(tx, {
      actor: SYSTEM_ACTOR,
      entity: { kind: "booking", id: input.bookingId },
      action: EMAIL_UNDELIVERABLE_ACTION,
      context: {
        email_id: input.emailId,
        to: input.to,
        subject: input.subject,
        attempts: input.attempts,
        summary: undeliverableSummary(input.subject, input.to, input.attempts),
      },
    });
  });
}
