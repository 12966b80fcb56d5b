import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { bookings, commissionEntries, partnerPayouts } from "@/server/db/schema";
import { executorOrDb } from "@/server/db/transaction";
import { ledgerNow } from "./clock";
import { liveClaimSql, payableSql } from "./eligibility";

/** The Payouts screen's three cards, plus what is earned but not yet available (pence). */
export interface PartnerBalances {
  /** What the next run would gather (commission less deductions), before the minimum. */
  availablePence: number;
  /** Earned, not yet available (the ride is neither completed nor 7 days past). */
  notYetAvailablePence: number;
  /** Payouts created and not yet paid. */
  pendingPayoutsPence: number;
  /** Payouts marked paid. */
  totalPaidPence: number;
}

export async function partnerBalances(
  partnerId: number,
  options: { now?: Date; executor?: Executor } = {},
): Promise<PartnerBalances> {
  const db = await executorOrDb(options.executor);
  const now = options.now ?? (await ledgerNow(db));
  const payable = payableSql(now);
  const [ledger] = await db
    .select({
      available: sql<string>`coalesce(sum(${commissionEntries.commission_pence}) filter (where ${payable}), 0)`,
      waiting: sql<string>`coalesce(sum(${commissionEntries.commission_pence}) filter (where not ${payable} and not ${liveClaimSql(commissionEntries.entry_id)}), 0)`,
    })
    .from(commissionEntries)
    .innerJoin(bookings, eq(bookings.booking_id, commissionEntries.booking_id))
    .where(eq(commissionEntries.partner_id, partnerId));
  const [payouts] = await db
    .select({
      pending: sql<string>`coalesce(sum(${partnerPayouts.amount_pence}) filter (where ${partnerPayouts.status} = 'pending'), 0)`,
      paid: sql<string>`coalesce(sum(${partnerPayouts.amount_pence}) filter (where ${partnerPayouts.status} = 'paid'), 0)`,
    })
    .from(partnerPayouts)
    .where(and(eq(partnerPayouts.partner_id, partnerId)));
  return {
    availablePence: Number(ledger?.available ?? 0),
    notYetAvailablePence: Number(ledger?.waiting ?? 0),
    pendingPayoutsPence: Number(payouts?.pending ?? 0),
    totalPaidPence: Number(payouts?.paid ?? 0),
  };
}
