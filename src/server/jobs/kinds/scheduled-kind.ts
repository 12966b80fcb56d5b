import "server-only";
import type { Executor } from "@/server/db/client";
import { SCHEDULED_SPEC } from "../kind-specs";
import { defineKind, type JobKind } from "../kind-types";

/**
 * The job a schedule enqueues for a sweep or a fan-out: no payload, three attempts, and one call
 * with the drain's database and clock. What the call returns (counts for a log) is dropped.
 * Idempotent as `run` is: each caller's comment says how.
 */
export function scheduledKind(
  describe: string,
  run: (executor: Executor, now: Date) => Promise<unknown>,
): JobKind {
  return defineKind({
    ...SCHEDULED_SPEC,
    describe,
    handle: async (_payload, { executor, now }) => {
      await run(executor, now);
    },
  });
}
