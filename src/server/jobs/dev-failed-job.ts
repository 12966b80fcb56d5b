import "server-only";
import type { Executor } from "@/server/db/client";
import { jobs } from "@/server/db/schema";
import { executorOrDb } from "@/server/db/transaction";

/** The harmless kind a seeded failure names: retried, it runs and ends done. */
const SEEDED_KIND = "dispatch.expire_offers";

/**
 * Development and browser tests: one failed job as /admin/jobs shows it (its error, Retry), of a
 * kind whose handler is idempotent and harmless to run. Answers the job's id.
 */
export async function seedFailedJob(now: Date, executor?: Executor): Promise<number> {
  const db = await executorOrDb(executor);
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
    })
    .returning({ id: jobs.job_id });
  return row!.id;
}
