import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { getServerConfig } from "@/env";
import { payoutReference } from "@/lib/commissions/labels";
import { vatPence } from "@/lib/commissions/ledger-math";
import { payoutPeriodKey } from "@/lib/commissions/payout-period";
import { recordAudit, type AuditActor } from "@/server/audit/record-audit";
import type { Executor, Transaction } from "@/server/db/client";
import {
  bookings,
  commissionEntries,
  partnerPayouts,
  partners,
  payoutItems,
  type PartnerRow,
} from "@/server/db/schema";
import { executorOrDb, inTransaction } from "@/server/db/transaction";
import { ledgerNow } from "./clock";
import { payableSql } from "./eligibility";

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

function totalsOf(rows: { commission_pence: number }[]): Totals {
  let commission = 0;
  let deductions = 0;
  for (const row of rows) {
    if (row.commission_pence >= 0) commission += row.commission_pence;
    else deductions -= row.commission_pence;
  }
  return { commission, deductions };
}

/**
 * One partner's payout for the period, in a savepoint: the payout row first (the unique
 * partner-and-period key makes a second or concurrent run stop here), then claims on the rows
 * (the live-claim index gives each row to one payout), totals from what was actually claimed,
 * undone when that net is below the minimum.
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
    const claimed = await sp
      .insert(payoutItems)
      .values(input.entryIds.map((entryId) => ({ payout_id: payout.payout_id, entry_id: entryId })))
      .onConflictDoNothing()
      .returning({ entry_id: payoutItems.entry_id });
    const rows = await sp
      .select({
        commission_pence: commissionEntries.commission_pence,
        occurred_at: commissionEntries.occurred_at,
      })
      .from(commissionEntries)
      .where(
        inArray(
          commissionEntries.entry_id,
          claimed.map((row) => row.entry_id),
        ),
      )
      .orderBy(asc(commissionEntries.occurred_at));
    const { commission, deductions } = totalsOf(rows);
    const net = commission - deductions;
    if (rows.length === 0 || net < input.minimum) throw new BelowMinimum();
    const vat = partner.vat_number ? vatPence(net) : 0;
    await sp
      .update(partnerPayouts)
      .set({
        period_start: rows[0]?.occurred_at ?? now,
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
 * The weekly payout run: for every Active partner, its payable rows (LEDGER.md) become one
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
      partner_id: commissionEntries.partner_id,
      entry_ids: sql<
        number[]
      >`array_agg(${commissionEntries.entry_id} order by ${commissionEntries.entry_id})`,
      net: sql<string>`sum(${commissionEntries.commission_pence})`,
    })
    .from(commissionEntries)
    .innerJoin(bookings, eq(bookings.booking_id, commissionEntries.booking_id))
    .innerJoin(partners, eq(partners.partner_id, commissionEntries.partner_id))
    .where(and(eq(partners.status, "Active"), payableSql(now)))
    .groupBy(commissionEntries.partner_id)
    .having(sql`sum(${commissionEntries.commission_pence}) >= ${minimum}`)
    .orderBy(commissionEntries.partner_id);
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
