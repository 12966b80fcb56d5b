import "server-only";
import { eq, sql, type AnyColumn } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { partnerPayouts } from "@/server/db/schema";
import { executorOrDb } from "@/server/db/transaction";
import { partnerBalances } from "./balances";
import { ledgerNow } from "./clock";

/**
 * View Details' and the Payouts screen's balance, in pence. Available and not yet available are
 * commission (the ledger's net). Pending payouts and total paid are money sent or to be sent:
 * net plus VAT for a VAT-registered partner, with the VAT beside them, so that
 * earned = available + not yet available + (pending + paid) - their VAT, to the penny.
 */
export interface PartnerBalanceView {
  available_pence: number;
  not_yet_available_pence: number;
  pending_payouts_pence: number;
  pending_payouts_vat_pence: number;
  total_paid_pence: number;
  total_paid_vat_pence: number;
}

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
