import "server-only";
import { Cron } from "croner";
import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { jobSchedules } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { AppError } from "@/server/http/errors";
import { logger } from "@/server/http/logger";
import { enqueueJob } from "./enqueue";
import { SCHEDULE_LIST, type ScheduleDefinition } from "./schedule-list";

/** The first occurrence strictly after `after`, in the schedule's time zone. */
export function nextOccurrence(cron: string, timeZone: string, after: Date): Date {
  const next = new Cron(cron, { timezone: timeZone }).nextRun(after);
  if (!next) throw new Error(`The schedule "${cron}" (${timeZone}) never runs again`);
  return next;
}

export const scheduleDedupeKey = (name: string, occurrence: Date) =>
  `schedule:${name}:${occurrence.toISOString()}`;

/**
 * Brings job_schedules in line with the list in code: new names are added with their first
 * occurrence after `now`; a changed cron or time zone re-plans next_run_at; an unchanged row is
 * not written at all (the WHERE on the conflict), so this is cheap to run on every drain.
 */
export async function syncSchedules(
  executor: Executor,
  now: Date,
  list: readonly ScheduleDefinition[] = SCHEDULE_LIST,
): Promise<void> {
  if (list.length === 0) return;
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await executor
    .insert(jobSchedules)
    .values(
      list.map((schedule) => ({
        name: schedule.name,
        cron: schedule.cron,
        time_zone: schedule.timeZone,
        kind: schedule.kind,
        payload: schedule.payload ?? {},
        next_run_at: nextOccurrence(schedule.cron, schedule.timeZone, now),
      })),
    )
    .onConflictDoUpdate({
      target: jobSchedules.name,
      set: {
        cron: excluded("cron"),
        time_zone: excluded("time_zone"),
        kind: excluded("kind"),
        payload: excluded("payload"),
        next_run_at: sql`CASE WHEN (${jobSchedules.cron}, ${jobSchedules.time_zone}) IS DISTINCT FROM (excluded.cron, excluded.time_zone) THEN excluded.next_run_at ELSE ${jobSchedules.next_run_at} END`,
      },
      setWhere: sql`(${jobSchedules.cron}, ${jobSchedules.time_zone}, ${jobSchedules.kind}, ${jobSchedules.payload}) IS DISTINCT FROM (excluded.cron, excluded.time_zone, excluded.kind, excluded.payload)`,
    });
}

/**
 * Enqueues each schedule whose next run has come, once: the row is locked (SKIP LOCKED, so a
 * second drainer passes it by), the occurrence is enqueued with a dedupe key naming it, and
 * next_run_at moves past `now` in the same transaction. Occurrences missed while nothing drained
 * collapse into one catch-up run rather than a burst. Answers how many runs were enqueued.
 */
export async function enqueueDueSchedules(
  executor: Executor | undefined,
  now: Date,
): Promise<number> {
  return inTransaction(executor, async (tx) => {
    const due = await tx
      .select()
      .from(jobSchedules)
      .where(and(eq(jobSchedules.enabled, true), lte(jobSchedules.next_run_at, now)))
      .orderBy(asc(jobSchedules.next_run_at))
      .for("update", { skipLocked: true });
    let enqueued = 0;
    for (const schedule of due) {
      const occurrence = schedule.next_run_at;
      try {
        const id = await enqueueJob(tx, {
          kind: schedule.kind,
          payload: schedule.payload,
          runAt: occurrence,
          dedupeKey: scheduleDedupeKey(schedule.name, occurrence),
        });
        if (id !== null) enqueued += 1;
      } catch (error) {
        // A schedule naming an unknown kind or a bad payload is refused before any SQL runs:
        // log it and move on, so one bad row never stops the others or the drain.
        if (!(error instanceof AppError)) throw error;
        logger.error({ schedule: schedule.name, err: error }, "schedule not enqueued");
      }
      await tx
        .update(jobSchedules)
        .set({
          next_run_at: nextOccurrence(schedule.cron, schedule.time_zone, now),
          last_enqueued_at: now,
        })
        .where(eq(jobSchedules.schedule_id, schedule.schedule_id));
    }
    return enqueued;
  });
}
