import type { Metadata } from "next";
import { jobFilters } from "@/components/admin/jobs/job-filters";
import { JobsTable } from "@/components/admin/jobs/jobs-table";
import { SchedulesTable } from "@/components/admin/jobs/schedules-table";
import { SortedListPage } from "@/components/admin/sorted-list-page";
import { listPages } from "@/components/ui/data-table";
import { JOB_LIST_DEFAULT_SORT, jobListParamsSchema } from "@/lib/validations/jobs";
import { requirePageRole } from "@/server/auth/guards";
import { readListParams } from "@/server/http/list-params";
import { jobKindsInUse, listJobs, listSchedules } from "@/server/jobs/admin-jobs";
import type { SearchParamsProps } from "@/app/_shared/page-props";

export const metadata: Metadata = { title: "Jobs", robots: { index: false } };

/**
 * The background queue, rendered on the server: queued, running, failed and done jobs with
 * their errors, Retry and Cancel, and the recurring schedules with their next run.
 */
export default async function AdminJobsPage({ searchParams }: SearchParamsProps) {
  await requirePageRole("admin", "/admin/jobs");
  const { params, query } = readListParams(jobListParamsSchema, await searchParams);
  const [list, kinds, schedules] = await Promise.all([
    listJobs(params),
    jobKindsInUse(),
    listSchedules(),
  ]);
  const sort = params.sort ?? JOB_LIST_DEFAULT_SORT;
  return (
    <SortedListPage
      title="Jobs"
      description="Work the site does in the background: what is waiting, what failed and why, and the recurring schedules."
      filtersLabel="Job filters"
      filters={jobFilters(kinds)}
      sort={sort}
    >
      <JobsTable
        jobs={list.data}
        pages={listPages("/admin/jobs", query, params, list.pagination.total, "Job pages")}
      />
      <SchedulesTable schedules={schedules} />
    </SortedListPage>
  );
}
