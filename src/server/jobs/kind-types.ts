import "server-only";
import type { z } from "zod";
import type { Executor } from "@/server/db/client";
import type { Jitter } from "./backoff";

export interface JobContext {
  /** The drain's clock: handlers read time from here, never from new Date(). */
  now: Date;
  jobId: number;
  /** 1 on the first run. */
  attempt: number;
  /** The job's max_attempts: a handler whose `attempt` equals it is on its last try. */
  maxAttempts: number;
  /** The database the drainer uses (no transaction is open around the handler). */
  executor: Executor;
}

/** What enqueueing a kind needs: kind-specs.ts holds one per kind, apart from its handler. */
export interface JobSpec<S extends z.ZodType = z.ZodType> {
  schema: S;
  maxAttempts: number;
}

export interface JobKind<S extends z.ZodType = z.ZodType> extends JobSpec<S> {
  /**
   * Must be safe to run twice: a lease can run out on a slow machine and another drainer then
   * runs the same job again. Each handler says how it is made idempotent.
   */
  handle: (payload: z.output<S>, context: JobContext) => Promise<void>;
  /** One line for /admin/jobs. */
  describe: string;
  /** The delay before attempt `attempt + 1` when the kind has its own schedule (backoff.ts otherwise). */
  backoff?: (attempt: number, jitter?: Jitter) => number;
}

// Kept apart from registry.ts so a kind's file can build its kinds without importing the
// registry that spreads them (a cycle).
export const defineKind = <S extends z.ZodType>(kind: JobKind<S>): JobKind =>
  kind as unknown as JobKind;
