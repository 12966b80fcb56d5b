import { Badge } from "@/components/ui/badge";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import type { ScheduleView } from "@/server/jobs/admin-jobs";
import { jobTime } from "./job-time";

const COLUMNS: DataColumn<ScheduleView>[] = [
  { key: "name", header: "Schedule", cell: (s) => s.name, className: "font-mono" },
  {
    key: "cron",
    header: "Cron",
    cell: (s) => `${s.cron} (${s.time_zone})`,
    className: "font-mono",
  },
  { key: "next", header: "Next run", cell: (s) => (s.enabled ? jobTime(s.next_run_at) : "Off") },
  { key: "last", header: "Last enqueued", from: "lg", cell: (s) => jobTime(s.last_enqueued_at) },
  {
    key: "enabled",
    header: "State",
    cell: (s) => <Badge tone={s.enabled ? "green" : "grey"}>{s.enabled ? "On" : "Off"}</Badge>,
  },
];

/** The recurring work and when each next runs. */
export function SchedulesTable({ schedules }: { schedules: readonly ScheduleView[] }) {
  return (
    <DataTable
      caption="Schedules"
      showCaption
      columns={COLUMNS}
      rows={schedules}
      rowKey={(s) => s.name}
      cardTitle={(s) => s.name}
      empty={
        <EmptyState
          title="No schedules yet"
          description="They are added by the first drain after start-up."
        />
      }
    />
  );
}
