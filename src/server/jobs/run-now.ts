import "server-only";
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { jobs } from "@/server/db/schema";
import { executorOrDb } from "@/server/db/transaction";
import { LEASE_MS } from "./claim";
import type { JobKind } from "./kind-types";
import { queueNow } from "./queue-clock";
import { PROCESS_WORKER, runOne, settleFailure } from "./run-job";

export type RunNowResult = "done" | "retried" | "failed" | "not-due";

/**
 * Runs the one queued job with this dedupe key now, as a drain would: claimed under its lock
 * (the attempt counted), its handler run, the outcome recorded with the kind's backoff. For work
 * the request that enqueued it wants tried at once (an e-mail's first delivery), so the first
 * try and the retries are one count in /admin/jobs. "not-due" when there is no such queued job
 * whose time has come (already done, held by a drainer, or never enqueued).
 * `kinds` are the kinds the caller may run (its own, e.g. EMAIL_JOB_KINDS): passed in rather than
 * read from the registry, whose handlers send e-mail, so sendEmail importing this is no cycle.
 */
export async function runJobNow(
  dedupeKey: string,
  kinds: Readonly<Record<string, JobKind>>,
  options: { now?: Date; executor?: Executor } = {},
): Promise<RunNowResult> {
  const executor = await executorOrDb(options.executor);
  // The queue's clock, as the drains read it: with a development shift, a first try that fails
  // is retried after its backoff on that clock, not at once (its run_at in the shifted past).
  const now = options.now ?? (await queueNow(executor));
  const due = executor
    .select({ id: jobs.job_id })
    .from(jobs)
    .where(
      and(
        eq(jobs.dedupe_key, dedupeKey),
        inArray(jobs.kind, Object.keys(kinds)),
        eq(jobs.status, "queued"),
        lte(jobs.run_at, now),
      ),
    )
    .for("update", { skipLocked: true });
  const [job] = await executor
    .update(jobs)
    .set({
      status: "running",
      attempts: sql`${jobs.attempts} + 1`,
      locked_until: new Date(now.getTime() + LEASE_MS),
      locked_by: PROCESS_WORKER,
    })
    .where(inArray(jobs.job_id, due))
    .returning();
  if (!job) return "not-due";
  const definition = kinds[job.kind];
  const outcome = await runOne(job, definition, executor, now);
  if (outcome.kind === "error")
    return settleFailure(executor, job, outcome, {
      now,
      workerId: PROCESS_WORKER,
      backoff: definition?.backoff,
    });
  await executor
    .update(jobs)
    .set({ status: "done", finished_at: now, locked_until: null, last_error: null })
    .where(
      and(
        eq(jobs.job_id, job.job_id),
        eq(jobs.status, "running"),
        eq(jobs.locked_by, PROCESS_WORKER),
      ),
    );
  return "done";
}
