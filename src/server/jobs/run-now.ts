import "server-only";
import { and, eq, inArray, lte } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { jobs } from "@/server/db/schema";
import { executorOrDb } from "@/server/db/transaction";
import { claimWhere } from "./claim";
import type { JobKind } from "./kind-types";
import { queueNow } from "./queue-clock";
import { markDone, PROCESS_WORKER, runOne, settleFailure } from "./run-job";

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
  const [job] = await claimWhere(
    executor,
    and(
      eq(jobs.dedupe_key, dedupeKey),
      inArray(jobs.kind, Object.keys(kinds)),
      eq(jobs.status, "queued"),
      lte(jobs.run_at, now),
    ),
    { now, limit: 1, workerId: PROCESS_WORKER },
  );
  if (!job) return "not-due";
  const definition = kinds[job.kind];
  const outcome = await runOne(job, definition, executor, now);
  if (outcome.kind === "error")
    return settleFailure(executor, job, outcome, {
      now,
      workerId: PROCESS_WORKER,
      backoff: definition?.backoff,
    });
  await markDone(executor, [job.job_id], { now, workerId: PROCESS_WORKER });
  return "done";
}
