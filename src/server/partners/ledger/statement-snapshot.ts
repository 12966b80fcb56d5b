import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { payoutReference } from "@/lib/commissions/labels";
import { COMMISSION_CATEGORY_LABELS, jobPayLabel } from "@/lib/partners/commission";
import { formatBps } from "@/lib/partners/partner-options";
import type { StatementSnapshot } from "@/lib/partners/statement";
import { todayInZone } from "@/lib/time-rules";
import type { Executor } from "@/server/db/client";
import {
  bookings,
  partnerCommissions,
  partnerPayouts,
  type PartnerPayoutRow,
  type PartnerRow,
} from "@/server/db/schema";
import { getSiteIdentity } from "@/server/settings/site-identity";

/**
 * Everything the payout's statement will state, from the payout, its ledger rows, the partner
 * and the site as they are now. The run writes it in the payout's transaction; a payout made
 * before snapshots existed gets it on first render (see `statementOf`).
 */
export async function buildStatementSnapshot(
  executor: Executor,
  input: { payout: PartnerPayoutRow; partner: PartnerRow; timeZone: string },
): Promise<StatementSnapshot> {
  const { payout, partner, timeZone } = input;
  const rows = await executor
    .select({ row: partnerCommissions, reference: bookings.booking_reference })
    .from(partnerCommissions)
    .innerJoin(bookings, eq(bookings.booking_id, partnerCommissions.booking_id))
    .where(eq(partnerCommissions.payout_id, payout.payout_id))
    .orderBy(partnerCommissions.created_at, partnerCommissions.commission_id);
  const site = await getSiteIdentity(executor);
  const vatNumber = partner.vat_number?.trim() || null;
  return {
    version: 1,
    number: payoutReference(payout.payout_id),
    kind: payout.vat_rate_bps === null ? "remittance" : "self-billed-invoice",
    issued_on: todayInZone(timeZone, payout.created_at),
    period: payout.period,
    issuer: { name: site.name, address: site.address },
    partner: {
      company_name: partner.company_name,
      company_address: partner.company_address,
      contact_person_name: partner.contact_person_name,
      vat_number: payout.vat_rate_bps === null ? null : vatNumber,
    },
    lines: rows.map(({ row, reference }) => ({
      date: todayInZone(timeZone, row.created_at),
      booking_reference: reference,
      category:
        row.kind === "job_pay" ? jobPayLabel(reference) : COMMISSION_CATEGORY_LABELS[row.category],
      amount_pence: row.kind === "reversal" ? -row.base_pence : row.base_pence,
      rate: formatBps(row.rate_bps),
      commission_pence: row.amount_pence,
    })),
    totals: {
      commission_pence: payout.gross_pence,
      deductions_pence: payout.deductions_pence,
      net_pence: payout.amount_pence,
      vat_rate_bps: payout.vat_rate_bps,
      vat_pence: payout.vat_pence,
      total_pence: payout.amount_pence + payout.vat_pence,
    },
  };
}

/**
 * The payout's snapshot; a payout made before snapshots existed gets one now, from the data as
 * it is, written once (compare-and-set on `statement is null`, so two first renders agree).
 */
export async function statementOf(
  executor: Executor,
  input: { payout: PartnerPayoutRow; partner: PartnerRow; timeZone: string },
): Promise<StatementSnapshot> {
  if (input.payout.statement) return input.payout.statement;
  const snapshot = await buildStatementSnapshot(executor, input);
  const [written] = await executor
    .update(partnerPayouts)
    .set({ statement: snapshot })
    .where(
      and(eq(partnerPayouts.payout_id, input.payout.payout_id), isNull(partnerPayouts.statement)),
    )
    .returning({ statement: partnerPayouts.statement });
  if (written?.statement) return written.statement;
  const [stored] = await executor
    .select({ statement: partnerPayouts.statement })
    .from(partnerPayouts)
    .where(eq(partnerPayouts.payout_id, input.payout.payout_id));
  return stored?.statement ?? snapshot;
}
