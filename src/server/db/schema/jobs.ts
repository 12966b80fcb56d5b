import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, instant, serialId } from "./columns";

export const JOB_STATUSES = ["queued", "running", "done", "failed", "cancelled"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const jobStatus = pgEnum("job_status", JOB_STATUSES);

/**
 * Background work, in the same database as the change that caused it: a row is inserted in the
 * caller's transaction, so a job exists exactly when that change committed. Drainers claim due
 * rows with FOR UPDATE SKIP LOCKED and hold them for a lease (locked_until); a lease that runs
 * out (a crashed or frozen drainer) makes the row claimable again, so handlers are idempotent.
 */
export const jobs = pgTable(
  "jobs",
  {
    job_id: bigserial("job_id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<unknown>().notNull().default({}),
    run_at: instant("run_at").notNull().defaultNow(),
    status: jobStatus("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    max_attempts: integer("max_attempts").notNull().default(5),
    locked_until: instant("locked_until"),
    locked_by: text("locked_by"),
    last_error: text("last_error"),
    // "remind booking 123 at 24 h" is enqueued once however often the code asks.
    dedupe_key: text("dedupe_key"),
    created_at: createdAt(),
    finished_at: instant("finished_at"),
  },
  (table) => [
    uniqueIndex("jobs_dedupe_key_unique")
      .on(table.dedupe_key)
      .where(sql`${table.dedupe_key} IS NOT NULL`),
    // The claim reads only these two shapes: due queued rows, and running rows whose lease ran out.
    index("jobs_queued_run_at_idx")
      .on(table.run_at)
      .where(sql`${table.status} = 'queued'`),
    index("jobs_running_lease_idx")
      .on(table.locked_until)
      .where(sql`${table.status} = 'running'`),
    // The admin list: newest first within a status / kind filter.
    index("jobs_status_kind_idx").on(table.status, table.kind, table.run_at),
  ],
);

/**
 * Recurring work: a cron expression read in a time zone. Each occurrence is enqueued once (dedupe
 * key per occurrence) and next_run_at advances in the same transaction, so two drainers never
 * create two runs. Rows are kept in step with src/server/jobs/schedule-list.ts.
 */
export const jobSchedules = pgTable("job_schedules", {
  schedule_id: serialId("schedule_id"),
  name: text("name").notNull().unique(),
  cron: text("cron").notNull(),
  time_zone: text("time_zone").notNull(),
  kind: text("kind").notNull(),
  payload: jsonb("payload").$type<unknown>().notNull().default({}),
  next_run_at: instant("next_run_at").notNull(),
  last_enqueued_at: instant("last_enqueued_at"),
  enabled: boolean("enabled").notNull().default(true),
  created_at: createdAt(),
});

export type JobRow = typeof jobs.$inferSelect;
export type JobScheduleRow = typeof jobSchedules.$inferSelect;
