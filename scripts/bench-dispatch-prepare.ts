/**
 * Run by `npm run bench:dispatch` before it starts the server (PGlite allows one process per data
 * directory): tops the database up to the wanted number of demo bookings, adds the bench's fleet
 * and busy day (bench-dispatch-data.ts), then prints, as one JSON line, the day, the job whose
 * suggestions are read, the jobs to assign (each with a chauffeur who fits) and the query plans of
 * the board's, the suggestions' and the chauffeur app's own statements (EXPLAIN ANALYZE), the
 * last for the busy chauffeur of bench-dispatch-driver.ts. Steps are timed on stderr.
 */
import { eq, sql } from "drizzle-orm";
import { boardDaySpan } from "@/lib/dispatch/board-time";
import {
  BOARD_IDLE_LANES,
  BOARD_QUEUE_CARDS,
  URGENT_WITHIN_MINUTES,
} from "@/lib/dispatch/board-types";
import type { JobState } from "@/lib/dispatch/job-states";
import { closeDb, getDb, unboundStatementsForScripts } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import { bookings } from "@/server/db/schema";
import { dayAssignments, dayAssignmentsQuery } from "@/server/dispatch/board-day-assignments";
import { dayBookingsQuery } from "@/server/dispatch/board-day-bookings";
import { idleLaneCountQuery, laneDriversQuery } from "@/server/dispatch/board-lanes";
import { BLOCK_STATES } from "@/server/dispatch/board-sql";
import { driverBlocks } from "@/server/dispatch/board-shape";
import { driverJobsQueries } from "@/server/driver-app/driver-job-queries";
import { prefilterDrivers, prefilterQuery } from "@/server/dispatch/suggestion-prefilter";
import { suggestionRowsQuery } from "@/server/dispatch/suggestion-rows";
import { prefilterJob, suggestionSpan } from "@/server/dispatch/suggestions";
import { readSettingsGroup } from "@/server/settings/read-settings";
import { explainAnalyze, step, topUpDemoBookings } from "./bench-prepare";
import {
  benchAssignJobs,
  ensureBenchDay,
  ensureBenchFleet,
  type BenchDayPlan,
} from "./bench-dispatch-data";
import { ensureBenchDriver } from "./bench-dispatch-driver";

const PLAN: BenchDayPlan = { drivers: 2_000, bookings: 1_500, assigned: 1_000 };

async function main() {
  unboundStatementsForScripts();
  const wanted = Number(process.argv[2]);
  const assignCount = Number(process.argv[3]);
  const db = await step("open (migrations, admin seed)", () => getDb());
  await topUpDemoBookings(db, wanted);
  await step(`fleet of ${PLAN.drivers} chauffeurs`, () => ensureBenchFleet(db, PLAN.drivers));
  const day = await step(`busy day (${PLAN.bookings} bookings, ${PLAN.assigned} jobs)`, () =>
    ensureBenchDay(db, PLAN),
  );
  const busyDriverId = await step("the busy chauffeur's account and rides", () =>
    ensureBenchDriver(db),
  );
  await step("analyze the dispatch tables", () =>
    db.execute(sql`analyze bookings, assignments, drivers, vehicles, vehicle_drivers, users`),
  );

  const [suggest] = await db
    .select()
    .from(bookings)
    .where(eq(bookings.booking_reference, "BD001001"));
  if (!suggest) throw new Error("the bench day has no queued booking BD001001");
  const assign = await step("jobs to assign", () =>
    benchAssignJobs(db, { day, plan: PLAN, count: assignCount, skip: suggest.booking_id }),
  );

  const plans: Record<string, string> = {};
  const span = boardDaySpan(day);
  plans["board: day's bookings with a free car, and their offers and declines"] =
    await explainAnalyze(
      db,
      "board bookings",
      dayBookingsQuery({
        date: day,
        cards: BOARD_QUEUE_CARDS,
        urgentBefore: new Date(Date.now() + (URGENT_WITHIN_MINUTES + 1) * 60_000),
      }),
    );
  plans["board: drawn jobs of the day (UNION)"] = await explainAnalyze(
    db,
    "board jobs",
    dayAssignmentsQuery({ date: day, ...span }),
  );

  const rows = await dayAssignments(db, { date: day, ...span });
  const blocks = driverBlocks(rows, (row) =>
    (BLOCK_STATES as readonly JobState[]).includes(row.status),
  );
  const lanes = {
    busyDriverIds: [...blocks.blocks.keys()],
    withDayVehicle: [...blocks.vehicles.keys()],
    idleLimit: BOARD_IDLE_LANES,
  };
  plans["board: lane chauffeurs and their vehicles"] = await explainAnalyze(
    db,
    "board lanes",
    laneDriversQuery(lanes),
  );
  plans["board: idle chauffeurs' count"] = await explainAnalyze(
    db,
    "board idle count",
    idleLaneCountQuery(lanes),
  );
  const settings = await readSettingsGroup("dispatch", db);
  const { job, span: suggestSpan } = suggestionSpan(suggest, settings);
  const question = prefilterJob(
    suggest,
    { job, span: suggestSpan },
    settings.turnaround_buffer_minutes,
    new Date(),
  );
  plans["suggestions: prefilter (candidates, nearest misfits, counts)"] = await explainAnalyze(
    db,
    "suggestions prefilter",
    prefilterQuery(question),
  );
  const cut = await prefilterDrivers(db, question);
  plans["suggestions: the listed chauffeurs and their held jobs"] = await explainAnalyze(
    db,
    "suggestions rows",
    suggestionRowsQuery(suggestSpan, [...cut.candidates, ...cut.nearest]),
  );

  const driverReads = driverJobsQueries(db, {
    driverId: busyDriverId,
    historyPage: 1,
    now: new Date(),
  });
  for (const [name, read] of Object.entries(driverReads)) {
    plans[`driver jobs: ${name}`] = await explainAnalyze(db, `driver ${name}`, read.getSQL());
  }

  const counts = await step("count", async () => {
    const [row] = rowsOf<{
      bookings: string;
      drivers: string;
      day: string;
      jobs: string;
      driver_jobs: string;
      driver_day_jobs: string;
    }>(
      await db.execute(sql`select
        (select count(*) from bookings) as bookings,
        (select count(*) from drivers where status = 'Available' and approved_at is not null) as drivers,
        (select count(*) from bookings where booking_date = ${day}::date) as day,
        (select count(*) from assignments a join bookings b on b.booking_id = a.booking_id
          where b.booking_date = ${day}::date and a.status = 'assigned') as jobs,
        (select count(*) from assignments where driver_id = ${busyDriverId}) as driver_jobs,
        (select count(*) from assignments a join bookings b on b.booking_id = a.booking_id
          where a.driver_id = ${busyDriverId} and b.booking_date = ${day}::date) as driver_day_jobs`),
    );
    return {
      bookings: Number(row?.bookings ?? 0),
      drivers: Number(row?.drivers ?? 0),
      dayBookings: Number(row?.day ?? 0),
      dayJobs: Number(row?.jobs ?? 0),
      driverJobs: Number(row?.driver_jobs ?? 0),
      driverDayJobs: Number(row?.driver_day_jobs ?? 0),
    };
  });
  console.log(JSON.stringify({ ...counts, day, suggestId: suggest.booking_id, assign, plans }));
  await step("close", () => closeDb());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
