import "server-only";
import { and, asc, eq, inArray, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { jobs, type JobRow } from "@/server/db/schema";

/** How long a claimed job is held; a drainer that dies lets it go after this. */
export const LEASE_MS = 2 * 60_000;

/**
 * Claims up to `limit` due jobs for `workerId`: queued ones whose time has come, and running ones
 * whose lease ran out (their drainer crashed or froze). SKIP LOCKED lets concurrent drainers take
 * disjoint rows without waiting on each other; the attempt is counted at the claim, so a crash
 * mid-job uses up an attempt like a thrown error does.
 */
export async function claimJobs(
  executor: Executor,
  options: { now: Date; limit: number; workerId: string },
): Promise<JobRow[]> {
  const { now } = options;
  const due = or(
    and(eq(jobs.status, "queued"), lte(jobs.run_at, now)),
    and(eq(jobs.status, "running"), lt(jobs.locked_until, now)),
  );
  return claimWhere(executor, due, options);
}

/**
 * Claims up to `limit` of the jobs `where` picks, earliest first, skipping any another drainer
 * has locked: each is marked running under `workerId`'s lease with its attempt counted.
 */
export async function claimWhere(
  executor: Executor,
  where: SQL | undefined,
  { now, limit, workerId }: { now: Date; limit: number; workerId: string },
): Promise<JobRow[]> {
  const due = executor
    .select({ id: jobs.job_id })
    .from(jobs)
    .where(where)
    .orderBy(asc(jobs.run_at))
    .limit(limit)
    .for("update", { skipLocked: true });
  return executor
    .update(jobs)
    .set({
      status: "running",
      attempts: sql`${jobs.attempts} + 1`,
      locked_until: new Date(now.getTime() + LEASE_MS),
      locked_by: workerId,
    })
    .where(inArray(jobs.job_id, due))
    .returning();
}
