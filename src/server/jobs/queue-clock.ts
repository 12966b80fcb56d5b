import "server-only";
import { eq, sql } from "drizzle-orm";
import { getServerConfig } from "@/env";
import type { Executor } from "@/server/db/client";
import { queueClock } from "@/server/db/schema";
import { executorOrDb } from "@/server/db/transaction";
import { isLoopbackRequest } from "@/server/http/client-address";
import { notFound } from "@/server/http/errors";

const MINUTE_MS = 60_000;

/**
 * The queue's "now" for the in-process runner and the cron tick: the real clock plus the
 * development shift (queue_clock). A deployment never reads the shift (no query, no row), so
 * production time cannot be moved. Tests pass their own `now` to drainJobs instead.
 */
export async function queueNow(executor?: Executor, realNow: Date = new Date()): Promise<Date> {
  if (getServerConfig().isDeployment) return realNow;
  const db = await executorOrDb(executor);
  const [row] = await db
    .select({ shift: queueClock.shift_minutes })
    .from(queueClock)
    .where(eq(queueClock.id, 1));
  return new Date(realNow.getTime() + (row?.shift ?? 0) * MINUTE_MS);
}

/**
 * Who may move the queue clock: nobody in a deployment, and otherwise only this machine itself
 * (loopback, judged as the outbox judges it; no session opens it). Anyone else gets the 404 an
 * unknown address gets.
 */
export function requireQueueClockAccess(request: Request): void {
  if (getServerConfig().isDeployment || !isLoopbackRequest(request)) throw notFound();
}

/** Sets the shift (0 puts the clock back); answers the queue's new "now". */
export async function setQueueClockShift(shiftMinutes: number, executor?: Executor) {
  const db = await executorOrDb(executor);
  await db
    .insert(queueClock)
    .values({ id: 1, shift_minutes: shiftMinutes })
    .onConflictDoUpdate({
      target: queueClock.id,
      set: { shift_minutes: shiftMinutes, updated_at: sql`now()` },
    });
  return queueNow(db);
}
