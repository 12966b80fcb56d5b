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
    // Just after midnight London: a chauffeur or vehicle whose document lapsed at midnight is
    // taken out of service (written and audited) before the day's first pickups.
    name: "documents.scan_lapsed",
    cron: "5 0 * * *",
    timeZone: "Europe/London",
    kind: "documents.scan_lapsed",
  },
  {
    // 06:00 London, not midnight: the warnings include text messages to chauffeurs.
    name: "documents.scan_expiring",
    cron: "0 6 * * *",
    timeZone: "Europe/London",
    kind: "documents.scan_expiring",
  },
  {
    // Thursday 09:00 London wall time (08:00 UTC in summer, 09:00 UTC in winter).
    name: "partners.weekly_payouts",
    cron: "0 9 * * 4",
    timeZone: "Europe/London",
    kind: "partners.weekly_payouts",
  },
  {
    // Monday 08:00 London: last week's (Monday-Sunday) earnings to each chauffeur.
    name: "drivers.weekly_statements",
    cron: "0 8 * * 1",
    timeZone: "Europe/London",
    kind: "drivers.weekly_statements",
  },
  {
    // Car positions are kept 30 days after the ride; once a day (a quiet hour) is enough.
    name: "trip.prune_trails",
    cron: "40 3 * * *",
    timeZone: "Europe/London",
    kind: "trip.prune_trails",
  },
];
