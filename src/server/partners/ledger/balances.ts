import "server-only";
import { eq, sql, type SQL } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { bookings, partnerCommissions } from "@/server/db/schema";

/** Days after pickup when a ride that was not cancelled counts as done for commission. */
export const AVAILABLE_AFTER_DAYS = 7;

/**
 * When a ledger row may be paid out: its ride was completed, or its pickup is
 * AVAILABLE_AFTER_DAYS past and it was not cancelled. A reversal follows its commission while
 * that is unpaid (the two net out in the same bucket); once the commission has been paid out,
 * the reversal is due at once, a deduction from the next payout. A farmed-out job's pay is due
 * as soon as it is written (the job was completed). `now` is a parameter so tests
 * move the clock, not the code.
 */
export function availableCondition(now: Date) {
  const cutoff = new Date(now.getTime() - AVAILABLE_AFTER_DAYS * 24 * 60 * 60 * 1000);
  const paidOut = sql`exists (select 1 from partner_commissions as paid where paid.booking_id = ${partnerCommissions.booking_id} and paid.kind = 'commission' and paid.payout_id is not null)`;
  return sql`(${partnerCommissions.kind} = 'job_pay' or (${partnerCommissions.kind} = 'reversal' and ${paidOut}) or ${bookings.status} = 'completed' or (${bookings.status} <> 'cancelled' and ${bookings.pickup_at} <= ${cutoff}))`;
}

export interface PartnerBalances {
  /** Net of every row: commissions less reversals, paid out or not. */
  earned_pence: number;
  /** Not yet in a payout and due: what the next payout run would take. */
  available_pence: number;
  /** Not yet in a payout and not yet due (rides to come, or within their 7 days). */
  pending_pence: number;
}

/** A partner's ledger totals at `now`, in pence. */
export async function partnerBalances(
  executor: Executor,
  partnerId: number,
  now: Date,
): Promise<PartnerBalances> {
  const available = availableCondition(now);
  const sum = (condition: SQL) =>
    sql<number>`coalesce(sum(${partnerCommissions.amount_pence}) filter (where ${condition}), 0)`.mapWith(
      Number,
    );
  const [row] = await executor
    .select({
      earned_pence: sum(sql`true`),
      available_pence: sum(sql`${partnerCommissions.payout_id} is null and ${available}`),
      pending_pence: sum(sql`${partnerCommissions.payout_id} is null and not ${available}`),
    })
    .from(partnerCommissions)
    .innerJoin(bookings, eq(bookings.booking_id, partnerCommissions.booking_id))
    .where(eq(partnerCommissions.partner_id, partnerId));
  return row ?? { earned_pence: 0, available_pence: 0, pending_pence: 0 };
}
