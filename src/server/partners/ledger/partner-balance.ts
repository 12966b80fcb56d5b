import "server-only";
import { eq, sql, type AnyColumn } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { partnerPayouts } from "@/server/db/schema";
import { executorOrDb } from "@/server/db/transaction";
import type { PartnerBalanceView } from "@/lib/partners/types";
import { partnerBalances } from "./balances";
import { ledgerNow } from "./clock";

export type { PartnerBalanceView };

/** The partner's Pending and Paid payouts: totals sent (net + VAT) and their VAT. */
export async function payoutTotals(executor: Executor, partnerId: number) {
  const total = (status: "Pending" | "Paid", column: AnyColumn) =>
    sql<number>`coalesce(sum(${column}) filter (where ${partnerPayouts.status} = ${status}), 0)`.mapWith(
      Number,
    );
  const [row] = await executor
    .select({
      pending_payouts_pence: total("Pending", partnerPayouts.total_pence),
      pending_payouts_vat_pence: total("Pending", partnerPayouts.vat_pence),
      total_paid_pence: total("Paid", partnerPayouts.total_pence),
      total_paid_vat_pence: total("Paid", partnerPayouts.vat_pence),
    })
    .from(partnerPayouts)
    .where(eq(partnerPayouts.partner_id, partnerId));
  return (
    row ?? {
      pending_payouts_pence: 0,
      pending_payouts_vat_pence: 0,
      total_paid_pence: 0,
      total_paid_vat_pence: 0,
    }
  );
}

export async function partnerBalanceView(
  partnerId: number,
  options: { now?: Date; executor?: Executor } = {},
): Promise<PartnerBalanceView> {
  const db = await executorOrDb(options.executor);
  const now = options.now ?? (await ledgerNow(db));
  const ledger = await partnerBalances(db, partnerId, now);
  return {
    available_pence: ledger.available_pence,
    not_yet_available_pence: ledger.pending_pence,
    ...(await payoutTotals(db, partnerId)),
  };
}
