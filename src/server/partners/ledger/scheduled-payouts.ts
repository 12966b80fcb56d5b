import "server-only";
import { and, asc, eq, gt } from "drizzle-orm";
import { duePayout } from "@/lib/partners/payout-period";
import { SYSTEM_ACTOR } from "@/server/audit/record-audit";
import type { Executor } from "@/server/db/client";
import { partners } from "@/server/db/schema";
import { enqueueJob } from "@/server/jobs/enqueue";
import { FAN_OUT_BATCH, fanOutInBatches } from "@/server/jobs/fan-out";
import { ledgerTimeZone } from "./clock";
import { runPayouts, type PayoutRunResult } from "./payout-run";

/** One partner's payout for one run day (the Thursday): the job exists once per partner and week. */
export const payoutJobKey = (partnerId: number, runDate: string) =>
  `partner-payout:${partnerId}:${runDate}`;

/**
 * Thursday 09:00 in the operator's zone: one `partners.payout` job per Active partner, dedupe key
 * per partner and run day, in pages of FAN_OUT_BATCH partners. The run itself is the
 * administrator's (payout-run.ts), so what a payout takes, its VAT, statement and minimum are the
 * same whoever starts it.
 */
export async function enqueueWeeklyPayouts(executor: Executor | undefined, now: Date) {
  const timeZone = await ledgerTimeZone(executor);
  const { run_date: runDate } = duePayout("weekly", now, timeZone);
  return fanOutInBatches(executor, async (tx, afterId) => {
    const rows = await tx
      .select({ id: partners.partner_id })
      .from(partners)
      .where(and(eq(partners.status, "Active"), gt(partners.partner_id, afterId)))
      .orderBy(asc(partners.partner_id))
      .limit(FAN_OUT_BATCH);
    for (const row of rows)
      await enqueueJob(tx, {
        kind: "partners.payout",
        payload: { partnerId: row.id },
        runAt: now,
        dedupeKey: payoutJobKey(row.id, runDate),
      });
    return rows.map((row) => row.id);
  });
}

/**
 * The payout run for one partner, by the system. Idempotent twice over: the run finds the
 * partner's payout for the period (partner_payouts_period_unique: one per partner and period) and
 * pays nothing again, and the ledger rows it took carry that payout's id, so no row is paid twice.
 */
export async function runScheduledPayout(
  partnerId: number,
  { executor, now }: { executor: Executor; now: Date },
): Promise<PayoutRunResult> {
  return runPayouts({
    now,
    timeZone: await ledgerTimeZone(executor),
    actor: SYSTEM_ACTOR,
    partnerIds: [partnerId],
  });
}
