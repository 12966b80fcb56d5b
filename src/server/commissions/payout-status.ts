import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { getServerConfig } from "@/env";
import { canMovePayout } from "@/lib/commissions/payout-state";
import type { PayoutStatus } from "@/lib/commissions/labels";
import { recordAudit, type AuditActor } from "@/server/audit/record-audit";
import type { Executor } from "@/server/db/client";
import {
  partnerCommissions,
  partnerPayouts,
  partners,
  payoutItems,
  users,
} from "@/server/db/schema";
import { afterCommit, inTransaction } from "@/server/db/transaction";
import { payoutFailedEmail, payoutPaidEmail } from "@/server/email/templates/partner-payout";
import { deliverQueuedEmail, queueEmail, type EmailMessage } from "@/server/email/send-email";
import { conflict, notFound } from "@/server/http/errors";
import { payoutSummary, type PayoutSummary } from "./payout-queries";

export const PAYOUT_NOT_FOUND = "Payout not found";

type Outcome = { to: "paid"; bankReference: string } | { to: "failed"; reason: string };

/**
 * Moves a payout through its state machine, compare-and-set on the status (a second or
 * concurrent call answers 409), audited, the partner e-mailed after the commit. A failed
 * payout releases its claims, so its rows are gathered again by the next run.
 */
async function movePayout(
  input: { payoutId: number; actor: AuditActor; outcome: Outcome },
  executor?: Executor,
): Promise<PayoutSummary> {
  const { outcome } = input;
  return inTransaction(executor, async (tx) => {
    const [current] = await tx
      .select()
      .from(partnerPayouts)
      .where(eq(partnerPayouts.payout_id, input.payoutId));
    if (!current) throw notFound(PAYOUT_NOT_FOUND);
    const conflictMessage = `This payout is already ${current.status}`;
    if (!canMovePayout(current.status, outcome.to)) throw conflict(conflictMessage);
    const now = new Date();
    const [moved] = await tx
      .update(partnerPayouts)
      .set(
        outcome.to === "paid"
          ? { status: "paid", bank_reference: outcome.bankReference, paid_at: now, updated_at: now }
          : { status: "failed", failure_reason: outcome.reason, failed_at: now, updated_at: now },
      )
      .where(
        and(
          eq(partnerPayouts.payout_id, current.payout_id),
          eq(partnerPayouts.status, current.status as PayoutStatus),
        ),
      )
      .returning();
    if (!moved) throw conflict(conflictMessage);
    if (outcome.to === "failed") {
      // The rows go back to the next run; the lines stay on record.
      await tx
        .update(partnerCommissions)
        .set({ payout_id: null })
        .where(eq(partnerCommissions.payout_id, moved.payout_id));
      await tx
        .update(payoutItems)
        .set({ released_at: now })
        .where(and(eq(payoutItems.payout_id, moved.payout_id), isNull(payoutItems.released_at)));
    }
    await recordAudit(tx, {
      actor: input.actor,
      entity: { kind: "partner", id: moved.partner_id },
      action: outcome.to === "paid" ? "payout_paid" : "payout_failed",
      changes: { payout_status: { old: current.status, new: moved.status } },
      context: {
        payout_id: moved.payout_id,
        ...(outcome.to === "paid"
          ? { bank_reference: outcome.bankReference }
          : { reason: outcome.reason }),
      },
    });
    const [partner] = await tx
      .select({ name: partners.contact_person_name, email: users.email })
      .from(partners)
      .innerJoin(users, eq(users.user_id, partners.user_id))
      .where(eq(partners.partner_id, moved.partner_id));
    if (partner) {
      const common = {
        contactName: partner.name,
        reference: moved.payout_reference,
        amountPence: moved.amount_pence,
        payoutsUrl: `${getServerConfig().siteUrl}/partner-dashboard/commission/payouts`,
      };
      const message: EmailMessage = {
        to: partner.email,
        template: `payout-${outcome.to}`,
        dedupeKey: `payout-${outcome.to}:${moved.payout_id}`,
        ...(outcome.to === "paid"
          ? payoutPaidEmail({ ...common, bankReference: outcome.bankReference })
          : payoutFailedEmail({ ...common, reason: outcome.reason })),
      };
      const emailId = await queueEmail(message, tx);
      if (emailId !== null) await afterCommit(tx, () => deliverQueuedEmail(emailId, message));
    }
    return payoutSummary(moved);
  });
}

export function markPayoutPaid(
  input: { payoutId: number; bankReference: string; actor: AuditActor },
  executor?: Executor,
): Promise<PayoutSummary> {
  return movePayout(
    { ...input, outcome: { to: "paid", bankReference: input.bankReference } },
    executor,
  );
}

export function markPayoutFailed(
  input: { payoutId: number; reason: string; actor: AuditActor },
  executor?: Executor,
): Promise<PayoutSummary> {
  return movePayout({ ...input, outcome: { to: "failed", reason: input.reason } }, executor);
}
