import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { getServerConfig } from "@/env";
import { payoutReference } from "@/lib/commissions/labels";
import { vatPence } from "@/lib/commissions/vat";
import { payoutPeriodKey } from "@/lib/commissions/payout-period";
import { recordAudit, type AuditActor } from "@/server/audit/record-audit";
import type { Executor, Transaction } from "@/server/db/client";
import {
  bookings,
  partnerCommissions,
  partnerPayouts,
  partners,
  payoutItems,
  type PartnerRow,
} from "@/server/db/schema";
import { executorOrDb, inTransaction } from "@/server/db/transaction";
import { ledgerNow } from "./clock";
import { availableCondition } from "@/server/partners/ledger/balances";

export interface PayoutRunResult {
  created: number;
  payoutIds: number[];
  periodKey: string;
}

/** Thrown inside a partner's savepoint to undo its payout when the claimed rows fall short. */
class BelowMinimum extends Error {}

interface Totals {
  commission: number;
  deductions: number;
}

function totalsOf(rows: { amount_pence: number }[]): Totals {
  let commission = 0;
  let deductions = 0;
  for (const row of rows) {
    if (row.amount_pence >= 0) commission += row.amount_pence;
    else deductions -= row.amount_pence;
  }
  return { commission, deductions };
}

/**
 * One partner's payout for the period, in a savepoint: the payout row first (the unique
 * partner-and-period key makes a second or concurrent run stop here), then the claims on the
 * rows (compare-and-set on payout_id, so each row goes to one payout), totals from what was
 * actually claimed, undone when that net is below the minimum.
 */
async function payoutForPartner(
  tx: Transaction,
  input: { partner: PartnerRow; entryIds: number[]; periodKey: string; now: Date; minimum: number },
  actor: AuditActor,
): Promise<number | null> {
  const { partner, periodKey, now } = input;
  return inTransaction(tx, async (sp) => {
    const [payout] = await sp
      .insert(partnerPayouts)
      .values({
        payout_reference: payoutReference(periodKey, partner.partner_id),
        partner_id: partner.partner_id,
        period_key: periodKey,
        period_start: now,
        period_end: now,
        commission_pence: 0,
        deductions_pence: 0,
        net_pence: 0,
        amount_pence: 0,
        vat_number: partner.vat_number,
        company_name: partner.company_name,
        company_address: partner.company_address,
        created_by: actor.id,
        created_at: now,
        updated_at: now,
      })
      .onConflictDoNothing()
      .returning({ payout_id: partnerPayouts.payout_id });
    if (!payout) return null;
    // The claim, compare-and-set: a row another payout took in the meantime is left out.
    const rows = await sp
      .update(partnerCommissions)
      .set({ payout_id: payout.payout_id })
      .where(
        and(
          inArray(partnerCommissions.commission_id, input.entryIds),
          isNull(partnerCommissions.payout_id),
        ),
      )
      .returning({
        commission_id: partnerCommissions.commission_id,
        amount_pence: partnerCommissions.amount_pence,
        created_at: partnerCommissions.created_at,
      });
    rows.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
    const { commission, deductions } = totalsOf(rows);
    const net = commission - deductions;
    if (rows.length === 0 || net < input.minimum) throw new BelowMinimum();
    await sp
      .insert(payoutItems)
      .values(
        rows.map((row) => ({ payout_id: payout.payout_id, commission_id: row.commission_id })),
      );
    const vat = partner.vat_number ? vatPence(net) : 0;
    await sp
      .update(partnerPayouts)
      .set({
        period_start: rows[0]?.created_at ?? now,
        commission_pence: commission,
        deductions_pence: deductions,
        net_pence: net,
        vat_pence: vat,
        amount_pence: net + vat,
      })
      .where(eq(partnerPayouts.payout_id, payout.payout_id));
    await recordAudit(sp, {
      actor,
      entity: { kind: "partner", id: partner.partner_id },
      action: "payout_created",
      changes: { payout_status: { old: null, new: "pending" } },
      context: {
        payout_id: payout.payout_id,
        period_key: periodKey,
        entries: rows.length,
        net_pence: net,
        vat_pence: vat,
      },
    });
    return payout.payout_id;
  }).catch((error: unknown) => {
    if (error instanceof BelowMinimum) return null;
    throw error;
  });
}

/**
 * The weekly payout run: for every Active partner, its available rows not yet in a payout
 * (availableCondition: ride completed or 7 days past, reversals of paid-out rows at once) become one
 * payout when their net reaches the minimum. Exactly once per partner and period, even when
 * run twice or concurrently. Returns how many payouts were created.
 */
export async function runPayouts(
  input: { actor: AuditActor; now?: Date },
  executor?: Executor,
): Promise<PayoutRunResult> {
  const db = await executorOrDb(executor);
  const now = input.now ?? (await ledgerNow(db));
  const periodKey = payoutPeriodKey(now);
  const minimum = getServerConfig().payoutMinimumPence;
  const candidates = await db
    .select({
      partner_id: partnerCommissions.partner_id,
      entry_ids: sql<number[]>`array_agg(${partnerCommissions.commission_id})`,
    })
    .from(partnerCommissions)
    .innerJoin(bookings, eq(bookings.booking_id, partnerCommissions.booking_id))
    .innerJoin(partners, eq(partners.partner_id, partnerCommissions.partner_id))
    .where(
      and(
        eq(partners.status, "Active"),
        isNull(partnerCommissions.payout_id),
        availableCondition(now),
      ),
    )
    .groupBy(partnerCommissions.partner_id)
    .having(sql`sum(${partnerCommissions.amount_pence}) >= ${minimum}`)
    .orderBy(partnerCommissions.partner_id);
  const payoutIds: number[] = [];
  for (const candidate of candidates) {
    const id = await inTransaction(db, async (tx) => {
      const [partner] = await tx
        .select()
        .from(partners)
        .where(eq(partners.partner_id, candidate.partner_id));
      if (!partner || partner.status !== "Active") return null;
      return payoutForPartner(
        tx,
        { partner, entryIds: candidate.entry_ids.map(Number), periodKey, now, minimum },
        input.actor,
      );
    });
    if (id !== null) payoutIds.push(id);
  }
  return { created: payoutIds.length, payoutIds, periodKey };
}
