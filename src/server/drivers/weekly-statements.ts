import "server-only";
import { and, asc, eq, gt, gte, lt } from "drizzle-orm";
import { getServerConfig } from "@/env";
import { shiftWeek, weekEnd, weekOfInstant, weekSpan } from "@/lib/drivers/earnings-week";
import type { Executor } from "@/server/db/client";
import { driverEarnings, drivers } from "@/server/db/schema";
import { sendEmail } from "@/server/email/send-email";
import {
  EARNINGS_STATEMENT_TEMPLATE,
  earningsStatementEmail,
} from "@/server/email/templates/earnings-statement";
import { enqueueJob } from "@/server/jobs/enqueue";
import { FAN_OUT_BATCH, fanOutInBatches } from "@/server/jobs/fan-out";
import { getSiteIdentity } from "@/server/settings/site-identity";
import { readDriverEarnings } from "./earnings-queries";

const LINE_LABELS = {
  job: "Job",
  tip: "Tip",
  job_reversal: "Job reversed",
  tip_reversal: "Tip reversed",
} as const;

export const statementKey = (driverId: number, week: string) =>
  `earnings-statement:${driverId}:${week}`;

/** The Monday of the week before the one `now` falls in (London). */
export const lastWeekOf = (now: Date) => shiftWeek(weekOfInstant(now), -1);

/**
 * Monday 08:00 London: one `drivers.earnings_statement` job per chauffeur with a line in last
 * week's earnings ledger (Monday to Sunday, London), dedupe key per chauffeur and week, in pages
 * of FAN_OUT_BATCH chauffeurs. A chauffeur with no ledger line that week is not written to.
 */
export async function enqueueWeeklyStatements(executor: Executor | undefined, now: Date) {
  const week = lastWeekOf(now);
  const span = weekSpan(week);
  return fanOutInBatches(executor, async (tx, afterId) => {
    const rows = await tx
      .selectDistinct({ id: driverEarnings.driver_id })
      .from(driverEarnings)
      .where(
        and(
          gt(driverEarnings.driver_id, afterId),
          gte(driverEarnings.earned_at, span.from),
          lt(driverEarnings.earned_at, span.to),
        ),
      )
      .orderBy(asc(driverEarnings.driver_id))
      .limit(FAN_OUT_BATCH);
    for (const row of rows)
      await enqueueJob(tx, {
        kind: "drivers.earnings_statement",
        payload: { driverId: row.id, week },
        runAt: now,
        dedupeKey: statementKey(row.id, week),
      });
    return rows.map((row) => row.id);
  });
}

/**
 * One chauffeur's statement for the week starting `week`: the week's ledger lines and totals,
 * read from driver_earnings as the earnings page shows them. Idempotent: the e-mail's dedupe key
 * is the chauffeur and the week, so a rerun records and sends nothing. Answers whether it sent.
 */
export async function sendEarningsStatement(
  input: { driverId: number; week: string },
  executor: Executor,
): Promise<boolean> {
  const [driver] = await executor
    .select({ first_name: drivers.first_name, email: drivers.email })
    .from(drivers)
    .where(eq(drivers.driver_id, input.driverId));
  if (!driver) return false;
  const earnings = await readDriverEarnings(
    { driverId: input.driverId, week: input.week },
    executor,
  );
  if (earnings.lines.length === 0) return false;
  const config = getServerConfig();
  return sendEmail({
    to: driver.email,
    template: EARNINGS_STATEMENT_TEMPLATE,
    dedupeKey: statementKey(input.driverId, input.week),
    ...earningsStatementEmail({
      site: await getSiteIdentity(executor),
      greeting: driver.first_name,
      from: input.week,
      to: weekEnd(input.week),
      lines: earnings.lines.map((line) => ({
        day: line.date,
        reference: line.booking_reference,
        label: LINE_LABELS[line.kind],
        amount_pence: line.amount_pence,
      })),
      jobs: earnings.week.jobs,
      total_pence: earnings.week.total_pence,
      earningsUrl: `${config.siteUrl}/driver-dashboard/earnings?week=${input.week}`,
    }),
  });
}
