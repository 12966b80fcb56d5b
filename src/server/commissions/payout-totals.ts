import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { partnerPayouts } from "@/server/db/schema";
import { executorOrDb } from "@/server/db/transaction";

/** The Payouts screen's Pending Payouts and Total Paid cards, in pence. */
export async function payoutTotals(
  partnerId: number,
  executor?: Executor,
): Promise<{ pendingPayoutsPence: number; totalPaidPence: number }> {
  const db = await executorOrDb(executor);
  const [row] = await db
    .select({
      pending:
        sql<number>`coalesce(sum(${partnerPayouts.amount_pence}) filter (where ${partnerPayouts.status} = 'pending'), 0)`.mapWith(
          Number,
        ),
      paid: sql<number>`coalesce(sum(${partnerPayouts.amount_pence}) filter (where ${partnerPayouts.status} = 'paid'), 0)`.mapWith(
        Number,
      ),
    })
    .from(partnerPayouts)
    .where(eq(partnerPayouts.partner_id, partnerId));
  return { pendingPayoutsPence: row?.pending ?? 0, totalPaidPence: row?.paid ?? 0 };
}
