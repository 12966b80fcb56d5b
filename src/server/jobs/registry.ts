import "server-only";
import { z } from "zod";
import type { Executor } from "@/server/db/client";
import { expireOffers } from "@/server/dispatch/offer-expiry";

export interface JobContext {
  /** The drain's clock: handlers read time from here, never from new Date(). */
  now: Date;
  jobId: number;
  /** 1 on the first run. */
  attempt: number;
  /** The database the drainer uses (no transaction is open around the handler). */
  executor: Executor;
}

export interface JobKind<S extends z.ZodType = z.ZodType> {
  schema: S;
  /**
   * Must be safe to run twice: a lease can run out on a slow machine and another drainer then
   * runs the same job again. Each handler says how it is made idempotent.
   */
  handle: (payload: z.output<S>, context: JobContext) => Promise<void>;
  maxAttempts: number;
  /** One line for /admin/jobs. */
  describe: string;
}

const defineKind = <S extends z.ZodType>(kind: JobKind<S>): JobKind => kind as unknown as JobKind;

const emptyPayload = z.object({}).strict();

/** Every kind of job the queue knows; a row of another kind is marked failed, never run. */
export const JOB_KINDS: Record<string, JobKind> = {
  // Idempotent: expireOffers is a compare-and-set on `offered` with SKIP LOCKED, so a second run
  // (or a sweep racing the board's own) finds nothing left to expire.
  "dispatch.expire_offers": defineKind({
    schema: emptyPayload,
    maxAttempts: 3,
    describe: "Expire chauffeur offers whose answer time has passed",
    handle: async (_payload, { executor, now }) => {
      await expireOffers(executor, now);
    },
  }),
};

/** Test and bench kinds are added here, never to JOB_KINDS in product code. */
export function registerJobKind(kind: string, definition: JobKind): () => void {
  const previous = JOB_KINDS[kind];
  JOB_KINDS[kind] = definition;
  return () => {
    if (previous) JOB_KINDS[kind] = previous;
    else delete JOB_KINDS[kind];
  };
}

export function jobKind(kind: string): JobKind | undefined {
  return Object.hasOwn(JOB_KINDS, kind) ? JOB_KINDS[kind] : undefined;
}

export { defineKind };
