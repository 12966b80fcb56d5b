import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { jobs } from "@/server/db/schema";
import { executorOrDb } from "@/server/db/transaction";
import { badRequest } from "@/server/http/errors";
import { jobSpec } from "./kind-specs";

export interface EnqueueInput {
  kind: string;
  payload?: unknown;
  /** When it may run (default: now). */
  runAt?: Date;
  /** A second enqueue with the same key is a no-op: "remind booking 123 at 24 h" exists once. */
  dedupeKey?: string;
  maxAttempts?: number;
}

/**
 * Inserts a job in the caller's executor, so inside a transaction the job exists exactly when
 * that transaction commits. The payload is checked against its kind's schema here: a bad one is
 * refused (400) and never stored. Answers the new id, or null when the dedupe key already exists.
 */
export async function enqueueJob(
  executor: Executor | undefined,
  input: EnqueueInput,
): Promise<number | null> {
  const definition = jobSpec(input.kind);
  if (!definition) throw badRequest(`Unknown job kind "${input.kind}"`, { kind: "Unknown kind" });
  const parsed = definition.schema.safeParse(input.payload ?? {});
  if (!parsed.success) {
    const errors = Object.fromEntries(
      parsed.error.issues.map((issue) => [
        ["payload", ...issue.path.map(String)].join("."),
        issue.message,
      ]),
    );
    throw badRequest(`Invalid payload for job kind "${input.kind}"`, errors);
  }
  const maxAttempts = input.maxAttempts ?? definition.maxAttempts;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1)
    throw badRequest("maxAttempts must be a positive whole number", { maxAttempts: "Too small" });
  const db = await executorOrDb(executor);
  const inserted = await db
    .insert(jobs)
    .values({
      kind: input.kind,
      payload: parsed.data ?? {},
      run_at: input.runAt ?? new Date(),
      dedupe_key: input.dedupeKey ?? null,
      max_attempts: maxAttempts,
    })
    .onConflictDoNothing({
      target: jobs.dedupe_key,
      where: sql`${jobs.dedupe_key} IS NOT NULL`,
    })
    .returning({ id: jobs.job_id });
  return inserted[0]?.id ?? null;
}
