import "server-only";
import { getSiteIdentity } from "@/server/settings/site-identity";
import { and, eq } from "drizzle-orm";
import { getServerConfig } from "@/env";
import { payoutReference } from "@/lib/commissions/labels";
import { formatPence } from "@/lib/money";
import { recordAudit, type AuditActor } from "@/server/audit/record-audit";
import { partnerCommissions, partnerPayouts, partners, users } from "@/server/db/schema";
import type { PartnerPayoutRow } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { partnerPayoutEmail } from "@/server/email/templates/partner";
import { conflict, notFound } from "@/server/http/errors";
import { queueAfterCommit } from "@/server/email/queue-after-commit";
import { ledgerNow } from "./clock";

export const PAYOUT_NOT_FOUND = "Payout not found";
export const PAYOUT_SETTLED = "This payout has already been marked paid or failed";

/**
 * Marks a Pending payout Paid (with the bank transfer's reference) or Failed (with the reason the
 * partner sees). The only moves are Pending -> Paid and Pending -> Failed, compare-and-set on the
 * status (409 otherwise). A failed payout lets go of its rows, which the next run pays again.
 * Audited; the partner is e-mailed after the commit.
 */
export async function settlePayout(input: {
  payoutId: number;
  outcome: { paid: true; reference: string } | { paid: false; reason: string };
  actor: AuditActor;
  now?: Date;
}): Promise<PartnerPayoutRow> {
  const config = getServerConfig();
  return inTransaction(undefined, async (tx) => {
    // The ledger's clock, as the run's: under the test clock a payout is never paid before it
    // was made.
    const now = input.now ?? (await ledgerNow(tx));
    const [current] = await tx
      .select()
      .from(partnerPayouts)
      .where(eq(partnerPayouts.payout_id, input.payoutId));
    if (!current) throw notFound(PAYOUT_NOT_FOUND);
    const [updated] = await tx
      .update(partnerPayouts)
      .set(
        input.outcome.paid
          ? { status: "Paid", reference: input.outcome.reference, settled_at: now }
          : { status: "Failed", failure_reason: input.outcome.reason, settled_at: now },
      )
      .where(
        and(eq(partnerPayouts.payout_id, input.payoutId), eq(partnerPayouts.status, "Pending")),
      )
      .returning();
    if (!updated) throw conflict(PAYOUT_SETTLED);
    if (!input.outcome.paid)
      await tx
        .update(partnerCommissions)
        .set({ payout_id: null })
        .where(eq(partnerCommissions.payout_id, input.payoutId));
    await recordAudit(tx, {
      actor: input.actor,
      entity: { kind: "payout", id: updated.payout_id },
      action: "status_changed",
      changes: {
        status: { old: current.status, new: updated.status },
        ...(input.outcome.paid
          ? { reference: { old: null, new: input.outcome.reference } }
          : { failure_reason: { old: null, new: input.outcome.reason } }),
      },
      context: { partner_id: updated.partner_id },
    });
    const [partner] = await tx
      .select({ name: partners.contact_person_name, email: users.email })
      .from(partners)
      .innerJoin(users, eq(users.user_id, partners.user_id))
      .where(eq(partners.partner_id, updated.partner_id));
    if (partner)
      await queueAfterCommit(tx, {
        to: partner.email,
        template: input.outcome.paid ? "partner-payout-paid" : "partner-payout-failed",
        ...partnerPayoutEmail({
          site: await getSiteIdentity(tx),
          contactName: partner.name,
          payoutNumber: payoutReference(updated.payout_id),
          money: {
            net: formatPence(updated.amount_pence),
            vat: updated.vat_rate_bps === null ? null : formatPence(updated.vat_pence),
            total: formatPence(updated.total_pence),
          },
          outcome: input.outcome,
          payoutsUrl: `${config.siteUrl}/partner-dashboard/commission/payouts`,
        }),
      });
    return updated;
  });
}
