import { sql } from "drizzle-orm";
import { check, integer, pgTable } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns";

/**
 * The job queue's development time shift (one row, id 1; none in a deployment): the in-process
 * runner and the cron tick drain with `now = real now + shift_minutes`, so a person trying
 * schedules and retries by hand moves time forward without changing code. In the database, not
 * process memory, so every process drains with the same clock. See server/jobs/queue-clock.ts.
 */
export const queueClock = pgTable(
  "queue_clock",
  {
    id: integer("id").primaryKey().default(1),
    shift_minutes: integer("shift_minutes").notNull().default(0),
    updated_at: updatedAt(),
  },
  (table) => [check("queue_clock_single_row", sql`${table.id} = 1`)],
);
