import "server-only";
import { performance } from "node:perf_hooks";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { jobs } from "@/server/db/schema";
import { executorOrDb } from "@/server/db/transaction";
import type { Jitter } from "./backoff";
import { claimJobs, LEASE_MS } from "./claim";
import { jobKind } from "./registry";
import { markDone, PROCESS_WORKER, runOne, settleFailure } from "./run-job";
import { enqueueDueSchedules, syncSchedules } from "./schedules";
import type { ScheduleDefinition } from "./schedule-list";

export interface DrainOptions {
  now?: Date;
  /** At most this many jobs in this call (a bounded batch for a cron request). */
  limit?: number;
  workerId?: string;
  jitter?: Jitter;
  executor?: Executor;
  /** The schedules to keep in step; tests pass their own, or none. */
  schedules?: readonly ScheduleDefinition[];
  /** Milliseconds on a monotonic clock, to tell how long the batch has held its lease. */
  elapsed?: () => number;
}

export interface DrainResult {
  scheduled: number;
  claimed: number;
  done: number;
  retried: number;
  failed: number;
  /** Claimed but handed back unrun: the batch had used half its lease. */
  released: number;
}

async function releaseJobs(executor: Executor, ids: number[], workerId: string) {
  const released = await executor
    .update(jobs)
    .set({
      status: "queued",
      attempts: sql`${jobs.attempts} - 1`,
      locked_until: null,
      locked_by: null,
    })
    .where(and(inArray(jobs.job_id, ids), eq(jobs.status, "running"), eq(jobs.locked_by, workerId)))
    .returning({ id: jobs.job_id });
  return released.length;
}

/**
 * One bounded drain: enqueue due schedule occurrences, claim up to `limit` jobs, run each
 * handler, then record the outcome. Success marks done; an error schedules the next attempt with
 * exponential backoff and jitter until max_attempts, then marks failed with the error. Every
 * write is guarded by `locked_by`, so a drainer whose lease was taken over records nothing; once
 * the batch has used half its lease, the jobs not yet started are handed back.
 */
export async function drainJobs(options: DrainOptions = {}): Promise<DrainResult> {
  const now = options.now ?? new Date();
  const workerId = options.workerId ?? PROCESS_WORKER;
  const executor = await executorOrDb(options.executor);
  await syncSchedules(executor, now, options.schedules);
  const scheduled = await enqueueDueSchedules(executor, now);
  const claimed = await claimJobs(executor, { now, limit: options.limit ?? 50, workerId });
  const clock = options.elapsed ?? (() => performance.now());
  const claimedAt = clock();
  const result: DrainResult = {
    scheduled,
    claimed: claimed.length,
    done: 0,
    retried: 0,
    failed: 0,
    released: 0,
  };
  const doneIds: number[] = [];
  for (const [index, job] of claimed.entries()) {
    if (clock() - claimedAt > LEASE_MS / 2) {
      // Slow handlers: the rest of the batch would outlive its lease and be run a second time by
      // another drainer. Hand it back unrun, the attempt not counted.
      result.released = await releaseJobs(
        executor,
        claimed.slice(index).map((rest) => rest.job_id),
        workerId,
      );
      break;
    }
    const definition = jobKind(job.kind);
    const outcome = await runOne(job, definition, executor, now);
    if (outcome.kind === "done") {
      doneIds.push(job.job_id);
      continue;
    }
    const settled = await settleFailure(executor, job, outcome, {
      now,
      workerId,
      jitter: options.jitter,
      backoff: definition?.backoff,
    });
    if (settled === "failed") result.failed += 1;
    else result.retried += 1;
  }
  // One write for the batch's successes.
  if (doneIds.length > 0) result.done = await markDone(executor, doneIds, { now, workerId });
  return result;
}
