import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { ACTIVE_JOB_STATES } from "@/lib/dispatch/driver-steps";
import type { DriverJobsData, DriverJobView } from "@/lib/driver-app/types";
import { todayInZone } from "@/lib/wall-clock";
import type { Executor } from "@/server/db/client";
import { assignments } from "@/server/db/schema";
import { executorOrDb } from "@/server/db/transaction";
import {
  driverJobsQueries,
  HISTORY_PAGE_SIZE,
  type JobRow,
  NOTICE_MS,
  readJobs,
} from "./driver-job-queries";
import { driverJobView } from "./driver-job-view";
import { ownDriverId } from "./own-driver-id";

// The bench and other callers read the queries and the view through this module.
export { driverJobsQueries, HISTORY_PAGE_SIZE, UPCOMING_DAYS } from "./driver-job-queries";
export { driverJobView } from "./driver-job-view";

/** One job of the driver's by id (the status endpoint's answer); null when not theirs. */
export async function readOwnJob(
  executor: Executor,
  input: { driverId: number; assignmentId: number; now: Date },
): Promise<DriverJobView | null> {
  const [row] = await readJobs(
    executor,
    and(
      eq(assignments.assignment_id, input.assignmentId),
      eq(assignments.driver_id, input.driverId),
    ),
    asc(assignments.starts_at),
    1,
  );
  return row ? driverJobView(row, input.now) : null;
}

/**
 * The signed-in chauffeur's day: open offers, the job to do next, today's jobs, the next 14 days,
 * a page of history, and notices of jobs cancelled in the last day. Three index range reads.
 */
export async function loadDriverJobs(input: {
  userId: number;
  historyPage?: number;
  now?: Date;
  executor?: Executor;
}): Promise<DriverJobsData> {
  const now = input.now ?? new Date();
  const db = await executorOrDb(input.executor);
  const driverId = await ownDriverId(input.userId, db);
  const page = input.historyPage ?? 1;
  const reads = driverJobsQueries(db, { driverId, historyPage: page, now });
  const [window, offers, history] = (await Promise.all([
    reads.window,
    reads.offers,
    reads.history,
  ])) as [JobRow[], JobRow[], JobRow[]];

  const notices = window
    .filter(
      (row) =>
        row.status === "cancelled" &&
        row.updated_at !== null &&
        now.getTime() - row.updated_at.getTime() <= NOTICE_MS,
    )
    .map((row) => `Job ${row.booking_reference} cancelled`);
  const views = window
    .filter((row) => row.status !== "cancelled")
    .map((row) => driverJobView(row, now));
  const isToday = (job: DriverJobView) =>
    job.booking_date === todayInZone(job.pickup_time_zone, now);
  const today = views.filter(isToday);
  const upcoming = views.filter(
    (job) =>
      !isToday(job) &&
      ACTIVE_JOB_STATES.includes(job.status) &&
      new Date(job.pickup_at).getTime() > now.getTime(),
  );
  const active = views.filter((job) => ACTIVE_JOB_STATES.includes(job.status));
  const next =
    active.find((job) => job.status !== "assigned") ??
    active.find((job) => job.status === "assigned") ??
    null;

  return {
    now: now.toISOString(),
    offers: offers.map((row) => driverJobView(row, now)),
    next,
    today,
    upcoming,
    history: {
      items: history.slice(0, HISTORY_PAGE_SIZE).map((row) => driverJobView(row, now)),
      page,
      has_next: history.length > HISTORY_PAGE_SIZE,
    },
    notices,
  };
}
