import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { MINIMUM_PAYOUT_PENCE, payoutPeriod } from "@/lib/partners/payout-period";
import { recordAudit, type AuditActor } from "@/server/audit/record-audit";
import type { Transaction } from "@/server/db/client";
import { bookings, partnerCommissions, partnerPayouts, partners } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { getPayoutAccount } from "../payment-info";
import { availableCondition } from "./balances";

/** Thrown inside a partner's transaction to undo a payout below the minimum. */
class BelowMinimum extends Error {}

export interface PayoutRunResult {
  period: string;
  created: { payout_id: number; partner_id: number; amount_pence: number }[];
}

/**
 * One partner's payout for the period, in its own transaction: the payout row first (the unique
 * (partner, period) index makes a second or concurrent run wait, then find it and stop), then
 * every available row not yet in a payout is claimed, compare-and-set on `payout_id is null`,
 * and the totals are taken from the claimed rows. Below the minimum the transaction is rolled
 * back, so the rows wait for a later run.
 */
async function payOutPartner(
  tx: Transaction,
  input: { partnerId: number; period: string; now: Date; actor: AuditActor },
): Promise<PayoutRunResult["created"][number] | null> {
  const [payout] = await tx
    .insert(partnerPayouts)
    .values({
      partner_id: input.partnerId,
      period: input.period,
      gross_pence: 0,
      deductions_pence: 0,
      amount_pence: 0,
      created_at: input.now,
    })
    .onConflictDoNothing()
    .returning();
  if (!payout) return null;
  const due = tx
    .select({ id: partnerCommissions.commission_id })
    .from(partnerCommissions)
    .innerJoin(bookings, eq(bookings.booking_id, partnerCommissions.booking_id))
    .where(
      and(
        eq(partnerCommissions.partner_id, input.partnerId),
        isNull(partnerCommissions.payout_id),
        availableCondition(input.now),
      ),
    );
  const claimed = await tx
    .update(partnerCommissions)
    .set({ payout_id: payout.payout_id })
    .where(
      and(inArray(partnerCommissions.commission_id, due), isNull(partnerCommissions.payout_id)),
    )
    .returning({ amount: partnerCommissions.amount_pence });
  const gross = claimed.reduce((sum, row) => sum + Math.max(0, row.amount), 0);
  const deductions = claimed.reduce((sum, row) => sum - Math.min(0, row.amount), 0);
  if (gross - deductions < MINIMUM_PAYOUT_PENCE) throw new BelowMinimum();
  const account = await getPayoutAccount(tx, input.partnerId);
  const [written] = await tx
    .update(partnerPayouts)
    .set({
      gross_pence: gross,
      deductions_pence: deductions,
      amount_pence: gross - deductions,
      account: account?.masked ?? null,
    })
    .where(eq(partnerPayouts.payout_id, payout.payout_id))
    .returning();
  await recordAudit(tx, {
    actor: input.actor,
    entity: { kind: "payout", id: payout.payout_id },
    action: "created",
    changes: {
      status: { old: null, new: "Pending" },
      amount_pence: { old: null, new: gross - deductions },
    },
    context: { partner_id: input.partnerId, period: input.period, rows: claimed.length },
  });
  return {
    payout_id: written!.payout_id,
    partner_id: input.partnerId,
    amount_pence: gross - deductions,
  };
}

/**
 * The payout run (weekly; started by the administrator until scheduled jobs exist): each Active
 * partner's available balance at or above the minimum becomes one payout for this week, exactly
 * once however often and however concurrently it runs.
 */
export async function runPayouts(input: {
  now: Date;
  actor: AuditActor;
}): Promise<PayoutRunResult> {
  const period = payoutPeriod(input.now);
  const active = await inTransaction(undefined, (tx) =>
    tx
      .select({ partner_id: partners.partner_id })
      .from(partners)
      .where(eq(partners.status, "Active"))
      .orderBy(partners.partner_id),
  );
  const created: PayoutRunResult["created"] = [];
  for (const { partner_id: partnerId } of active) {
    try {
      const made = await inTransaction(undefined, (tx) =>
        payOutPartner(tx, { partnerId, period, now: input.now, actor: input.actor }),
      );
      if (made) created.push(made);
    } catch (error) {
      if (!(error instanceof BelowMinimum)) throw error;
    }
  }
  return { period, created };
}

/** Rows of a payout, oldest first (its statement's lines). */
export function payoutLinesQuery(tx: Transaction, payoutId: number) {
  return tx
    .select({ row: partnerCommissions, booking: bookings })
    .from(partnerCommissions)
    .innerJoin(bookings, eq(bookings.booking_id, partnerCommissions.booking_id))
    .where(eq(partnerCommissions.payout_id, payoutId))
    .orderBy(sql`${partnerCommissions.created_at}`, partnerCommissions.commission_id);
}
