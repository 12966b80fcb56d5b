import "server-only";
import type { z } from "zod";
import type { Executor } from "@/server/db/client";

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

export const defineKind = <S extends z.ZodType>(kind: JobKind<S>): JobKind =>
  kind as unknown as JobKind;
