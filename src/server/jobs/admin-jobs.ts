import "server-only";
import { and, asc, desc, eq, ilike } from "drizzle-orm";
import { JOB_LIST_DEFAULT_SORT, type JobListParams } from "@/lib/validations/jobs";
import { recordAudit, type AuditActor, type AuditEventInput } from "@/server/audit/record-audit";
import { getDb } from "@/server/db/client";
import { lockRowOrNotFound } from "@/server/db/lock-row";
import { inDirection, likePattern, numberedPage, rowsMatching } from "@/server/db/paging";
import { jobs, jobSchedules, type JobRow, type JobStatus } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { conflict } from "@/server/http/errors";
import type { ListPagination } from "@/server/http/list-params";
import { jobKind } from "./registry";

export interface JobView {
  job_id: number;
  kind: string;
  describe: string | null;
  status: JobStatus;
  run_at: string;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  dedupe_key: string | null;
  created_at: string;
  finished_at: string | null;
}

export interface ScheduleView {
  name: string;
  cron: string;
  time_zone: string;
  kind: string;
  enabled: boolean;
  next_run_at: string;
  last_enqueued_at: string | null;
}

const view = (row: JobRow): JobView => ({
  job_id: row.job_id,
  kind: row.kind,
  describe: jobKind(row.kind)?.describe ?? null,
  status: row.status,
  run_at: row.run_at.toISOString(),
  attempts: row.attempts,
  max_attempts: row.max_attempts,
  last_error: row.last_error,
  dedupe_key: row.dedupe_key,
  created_at: row.created_at.toISOString(),
  finished_at: row.finished_at?.toISOString() ?? null,
});

const SORT_COLUMNS = {
  run_at: jobs.run_at,
  created_at: jobs.created_at,
  attempts: jobs.attempts,
} as const;

/** GET /api/admin/jobs: one page (status, kind; q searches the kind and the dedupe key). */
export async function listJobs(
  params: JobListParams,
): Promise<{ data: JobView[]; pagination: ListPagination }> {
  const db = await getDb();
  const where = and(
    params.status ? eq(jobs.status, params.status) : undefined,
    params.kind ? eq(jobs.kind, params.kind) : undefined,
    params.q ? ilike(jobs.dedupe_key, likePattern(params.q)) : undefined,
  );
  const sort = params.sort ?? JOB_LIST_DEFAULT_SORT;
  const column = SORT_COLUMNS[sort.key];
  const { rows, pagination } = await numberedPage(
    db,
    db
      .select()
      .from(jobs)
      .where(where)
      .orderBy(inDirection(column, sort.direction), desc(jobs.job_id))
      .$dynamic(),
    rowsMatching(db, jobs, where),
    params,
  );
  return { data: rows.map(view), pagination };
}

export async function listSchedules(): Promise<ScheduleView[]> {
  const db = await getDb();
  const rows = await db.select().from(jobSchedules).orderBy(asc(jobSchedules.next_run_at));
  return rows.map((row) => ({
    name: row.name,
    cron: row.cron,
    time_zone: row.time_zone,
    kind: row.kind,
    enabled: row.enabled,
    next_run_at: row.next_run_at.toISOString(),
    last_enqueued_at: row.last_enqueued_at?.toISOString() ?? null,
  }));
}

/** The kinds seen in the table, for the filter. */
export async function jobKindsInUse(): Promise<string[]> {
  const db = await getDb();
  const rows = await db.selectDistinct({ kind: jobs.kind }).from(jobs).orderBy(asc(jobs.kind));
  return rows.map((row) => row.kind);
}

const RETRYABLE: readonly JobStatus[] = ["failed", "cancelled"];

type AdminJobInput = { jobId: number; actor: AuditActor; now?: Date };

/**
 * An administrator's change to one job, under its row lock: refused with a 409 naming its status
 * unless `allowed`, then written and audited in the same transaction.
 */
function changeJob(
  input: AdminJobInput,
  change: {
    allowed: (job: JobRow) => boolean;
    refusal: string;
    set: (now: Date) => Partial<JobRow>;
    audit: (job: JobRow) => Pick<AuditEventInput, "action" | "changes" | "context">;
  },
): Promise<JobView> {
  const now = input.now ?? new Date();
  return inTransaction(undefined, async (tx) => {
    const job = await lockRowOrNotFound(tx, jobs, eq(jobs.job_id, input.jobId), "Job not found");
    if (!change.allowed(job)) throw conflict(`${change.refusal} (this one is ${job.status})`);
    const [updated] = await tx
      .update(jobs)
      .set(change.set(now))
      .where(eq(jobs.job_id, job.job_id))
      .returning();
    await recordAudit(tx, {
      actor: input.actor,
      entity: { kind: "job", id: job.job_id },
      ...change.audit(job),
    });
    return view(updated!);
  });
}

/**
 * Retry: a failed or cancelled job is queued again to run now with its attempts reset, audited.
 * Anything else is a 409 naming its status (a running job is a drainer's until its lease ends).
 */
export function retryJob(input: AdminJobInput): Promise<JobView> {
  return changeJob(input, {
    allowed: (job) => RETRYABLE.includes(job.status),
    refusal: "Only a failed or cancelled job can be retried",
    set: (now) => ({
      status: "queued",
      run_at: now,
      attempts: 0,
      finished_at: null,
      locked_until: null,
      locked_by: null,
    }),
    audit: (job) => ({
      action: "job_retried",
      changes: {
        status: { old: job.status, new: "queued" },
        attempts: { old: job.attempts, new: 0 },
      },
      context: { kind: job.kind, last_error: job.last_error },
    }),
  });
}

/** Cancel: a queued job will not run; audited. Anything else is a 409 naming its status. */
export function cancelJob(input: AdminJobInput): Promise<JobView> {
  return changeJob(input, {
    allowed: (job) => job.status === "queued",
    refusal: "Only a queued job can be cancelled",
    set: (now) => ({ status: "cancelled", finished_at: now }),
    audit: (job) => ({
      action: "job_cancelled",
      changes: { status: { old: "queued", new: "cancelled" } },
      context: { kind: job.kind },
    }),
  });
}
