import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { jobs, type JobRow } from "@/server/db/schema";
import { logger } from "@/server/http/logger";
import { backoffMs, type Jitter } from "./backoff";
import type { JobKind } from "./kind-types";

// Running one claimed job and recording its failure, shared by the drain and runJobNow. The
// caller hands in the kind's definition: this file imports no registry, so runJobNow (which
// sendEmail calls) does not reach every handler, and through them sendEmail again (a cycle).

export const PROCESS_WORKER = `${process.pid}-${randomUUID().slice(0, 8)}`;
const MAX_ERROR_LENGTH = 2_000;

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message || error.name : String(error)).slice(0, MAX_ERROR_LENGTH);

type Outcome = { kind: "done" } | { kind: "error"; message: string; final?: boolean };

/** Runs one claimed job's handler; `definition` is its kind's, undefined for a kind nobody knows. */
export async function runOne(
  job: JobRow,
  definition: JobKind | undefined,
  executor: Executor,
  now: Date,
): Promise<Outcome> {
  // Refused, not thrown: a row nobody can run is recorded as failed for an administrator to see.
  if (!definition) return { kind: "error", message: `Unknown job kind "${job.kind}"`, final: true };
  if (job.attempts > job.max_attempts)
    return {
      kind: "error",
      message: job.last_error ?? "Gave up: the lease ran out on the final attempt",
      final: true,
    };
  const parsed = definition.schema.safeParse(job.payload);
  if (!parsed.success) {
    const detail = parsed.error.issues
      .map((issue) => `${issue.path.join(".") || "payload"}: ${issue.message}`)
      .join("; ");
    return { kind: "error", message: `Payload no longer valid: ${detail}`, final: true };
  }
  try {
    await definition.handle(parsed.data, {
      now,
      jobId: job.job_id,
      attempt: job.attempts,
      maxAttempts: job.max_attempts,
      executor,
    });
    return { kind: "done" };
  } catch (error) {
    return { kind: "error", message: errorText(error) };
  }
}

/**
 * Records a failed run under the drainer's lock: the next attempt after the kind's backoff
 * (backoff.ts unless the kind has its own), or failed with the error once max_attempts is used.
 */
export async function settleFailure(
  executor: Executor,
  job: JobRow,
  outcome: { message: string; final?: boolean },
  {
    now,
    workerId,
    jitter,
    backoff = backoffMs,
  }: { now: Date; workerId: string; jitter?: Jitter; backoff?: JobKind["backoff"] },
): Promise<"failed" | "retried"> {
  const final = outcome.final === true || job.attempts >= job.max_attempts;
  const mine = and(
    eq(jobs.job_id, job.job_id),
    eq(jobs.status, "running"),
    eq(jobs.locked_by, workerId),
  );
  const delay = backoff(job.attempts, jitter);
  await executor
    .update(jobs)
    .set(
      final
        ? { status: "failed", last_error: outcome.message, finished_at: now, locked_until: null }
        : {
            status: "queued",
            last_error: outcome.message,
            run_at: new Date(now.getTime() + delay),
            locked_until: null,
            locked_by: null,
          },
    )
    .where(mine);
  logger.warn(
    { job: job.job_id, kind: job.kind, attempt: job.attempts, final, error: outcome.message },
    final ? "job failed" : "job will be retried",
  );
  return final ? "failed" : "retried";
}

/** Marks the claimed jobs done, those still running under `workerId`; answers how many. */
export async function markDone(
  executor: Executor,
  ids: number[],
  { now, workerId }: { now: Date; workerId: string },
): Promise<number> {
  const marked = await executor
    .update(jobs)
    .set({ status: "done", finished_at: now, locked_until: null, last_error: null })
    .where(and(inArray(jobs.job_id, ids), eq(jobs.status, "running"), eq(jobs.locked_by, workerId)))
    .returning({ id: jobs.job_id });
  return marked.length;
}
