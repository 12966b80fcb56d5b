/**
 * The recurring work, in code: every drain upserts these rows into job_schedules (by name), so
 * a change here ships with the code that handles it, with no migration, and next_run_at is
 * computed by croner with the drain's clock (SQL alone cannot read a cron expression).
 */
export interface ScheduleDefinition {
  name: string;
  /** Five fields (minute hour day-of-month month day-of-week), read in `timeZone`. */
  cron: string;
  timeZone: string;
  kind: string;
  payload?: Record<string, unknown>;
}

export const SCHEDULE_LIST: readonly ScheduleDefinition[] = [
  {
    // Offers expire on time even when nobody has the dispatch board open.
    name: "dispatch.expire_offers",
    cron: "* * * * *",
    timeZone: "Europe/London",
    kind: "dispatch.expire_offers",
  },
  {
    // Car positions are kept 30 days after the ride; once a day (a quiet hour) is enough.
    name: "trip.prune_trails",
    cron: "40 3 * * *",
    timeZone: "Europe/London",
    kind: "trip.prune_trails",
  },
];
