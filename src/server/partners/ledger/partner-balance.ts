import "server-only";
import type { Executor } from "@/server/db/client";
import { executorOrDb } from "@/server/db/transaction";
import { partnerBalances } from "./balances";
import { ledgerNow } from "./clock";
import { eq, sql } from "drizzle-orm";
import { partnerPayouts } from "@/server/db/schema";

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
  const ledger = await partnerBalances(db, partnerId, now);
  const total = (status: "Pending" | "Paid") =>
    sql<number>`coalesce(sum(${partnerPayouts.amount_pence}) filter (where ${partnerPayouts.status} = ${status}), 0)`.mapWith(
      Number,
    );
  const [payouts] = await db
    .select({ pending: total("Pending"), paid: total("Paid") })
    .from(partnerPayouts)
    .where(eq(partnerPayouts.partner_id, partnerId));
  return {
    available_pence: ledger.available_pence,
    not_yet_available_pence: ledger.pending_pence,
    pending_payouts_pence: payouts?.pending ?? 0,
    total_paid_pence: payouts?.paid ?? 0,
  };
}
