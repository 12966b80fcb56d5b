import { DataTable, type DataColumn, type DataPages } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { statusColumn } from "@/components/ui/status-column";
import type { StatusTone } from "@/lib/state-machine";
import { JOB_STATUS_LABELS, type JobStatusValue } from "@/lib/validations/jobs";
import type { JobView } from "@/server/jobs/admin-jobs";
import { JobActions } from "./job-actions";
import { jobTime } from "./job-time";

const TONES: Record<JobStatusValue, StatusTone> = {
  queued: "blue",
  running: "yellow",
  done: "green",
  failed: "red",
  cancelled: "grey",
};

const COLUMNS: DataColumn<JobView>[] = [
  { key: "id", header: "Job", cell: (job) => `#${job.job_id}`, className: "font-mono" },
  {
    key: "kind",
    header: "Kind",
    cell: (job) => (
      <span title={job.describe ?? undefined} className="font-mono">
        {job.kind}
      </span>
    ),
  },
  statusColumn((job) => job.status, TONES, JOB_STATUS_LABELS),
  { key: "run_at", header: "Run at", cell: (job) => jobTime(job.run_at) },
  {
    key: "attempts",
    header: "Attempts",
    align: "right",
    cell: (job) => `${job.attempts} / ${job.max_attempts}`,
  },
  {
    key: "error",
    header: "Last error",
    from: "lg",
    cell: (job) => (
      <span className="line-clamp-3 break-words text-sm">{job.last_error ?? "—"}</span>
    ),
  },
  { key: "finished", header: "Finished", from: "xl", cell: (job) => jobTime(job.finished_at) },
];

/** The queue: one row per job with its error and the Retry or Cancel it allows. */
export function JobsTable({ jobs, pages }: { jobs: readonly JobView[]; pages?: DataPages }) {
  return (
    <DataTable
      caption="Jobs"
      columns={COLUMNS}
      rows={jobs}
      rowKey={(job) => job.job_id}
      cardTitle={(job) => `#${job.job_id} ${job.kind}`}
      actions={(job) => <JobActions jobId={job.job_id} status={job.status} />}
      pages={pages}
      empty={<EmptyState title="No jobs" description="Nothing matches these filters." />}
    />
  );
}
