import "server-only";
import { randomUUID } from "node:crypto";
import type { Executor } from "@/server/db/client";
import { jobs } from "@/server/db/schema";
import { executorOrDb } from "@/server/db/transaction";

/** The harmless kind a seeded failure names: retried, it runs and ends done. */
const SEEDED_KIND = "dispatch.expire_offers";

/**
 * Development and browser tests: one failed job as /admin/jobs shows it (its error, Retry), of a
 * kind whose handler is idempotent and harmless to run. Its dedupe key is unique, so the list's
 * search (q) finds exactly this one. Answers the job's id and key.
 */
export async function seedFailedJob(
  now: Date,
  executor?: Executor,
): Promise<{ job_id: number; dedupe_key: string }> {
  const db = await executorOrDb(executor);
  const dedupeKey = `dev-failed:${randomUUID()}`;
  const [row] = await db
    .insert(jobs)
    .values({
      kind: SEEDED_KIND,
      payload: {},
      status: "failed",
      run_at: now,
      attempts: 3,
      max_attempts: 3,
      last_error: "Seeded failure: the provider answered 503 Service Unavailable",
      finished_at: now,
      dedupe_key: dedupeKey,
    })
    .returning({ id: jobs.job_id });
  return { job_id: row!.id, dedupe_key: dedupeKey };
}
