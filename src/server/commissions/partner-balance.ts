import "server-only";
import type { Executor } from "@/server/db/client";
import { executorOrDb } from "@/server/db/transaction";
import { partnerBalances } from "@/server/partners/ledger/balances";
import { ledgerNow } from "./clock";
import { payoutTotals } from "./payout-totals";

/** View Details' and the Payouts screen's balance: the ledger's and the payouts' figures (pence). */
export interface PartnerBalanceView {
  available_pence: number;
  not_yet_available_pence: number;
  pending_payouts_pence: number;
  total_paid_pence: number;
}

export async function partnerBalanceView(
  partnerId: number,
  options: { now?: Date; executor?: Executor } = {},
): Promise<PartnerBalanceView> {
  const db = await executorOrDb(options.executor);
  const now = options.now ?? (await ledgerNow(db));
  const [ledger, payouts] = await Promise.all([
    partnerBalances(db, partnerId, now),
    payoutTotals(partnerId, db),
  ]);
  return {
    available_pence: ledger.available_pence,
    not_yet_available_pence: ledger.pending_pence,
    pending_payouts_pence: payouts.pendingPayoutsPence,
    total_paid_pence: payouts.totalPaidPence,
  };
}
