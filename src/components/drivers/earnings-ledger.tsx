import type { ReactNode } from "react";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { shiftWeek } from "@/lib/drivers/earnings-week";
import {
  EARNING_KIND_LABELS,
  type DriverEarningLine,
  type DriverEarningsView,
  type DriverEarningWeek,
} from "@/lib/drivers/earnings-types";
import { formatPence } from "@/lib/money";
import { formatEarningDay, formatJourney, formatWeek } from "./earnings-format";

/** How a week is reached: a link on the server-rendered page, a button in the admin dialog. */
export type WeekLink = (
  weekStart: string,
  label: ReactNode,
  rel: "prev" | "next" | "week",
) => ReactNode;

const lineColumns: DataColumn<DriverEarningLine>[] = [
  { key: "date", header: "Date", cell: (line) => formatEarningDay(line.date) },
  {
    key: "reference",
    header: "Reference",
    cell: (line) => line.booking_reference,
    className: "font-mono",
  },
  { key: "journey", header: "Journey", cell: (line) => formatJourney(line) },
  { key: "kind", header: "For", cell: (line) => EARNING_KIND_LABELS[line.kind] },
  {
    key: "amount",
    header: "Amount",
    align: "right",
    cell: (line) => formatPence(line.amount_pence),
    className: "tabular-nums font-medium",
  },
];

function weekColumns(weekLink: WeekLink): DataColumn<DriverEarningWeek>[] {
  return [
    {
      key: "week",
      header: "Week",
      cell: (week) => weekLink(week.week_start, formatWeek(week.week_start, week.week_end), "week"),
    },
    { key: "jobs", header: "Jobs", align: "right", cell: (week) => week.jobs },
    {
      key: "total",
      header: "Total",
      align: "right",
      cell: (week) => formatPence(week.total_pence),
      className: "tabular-nums font-medium",
    },
  ];
}

function Figure({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div className="rounded-lg border border-neutral-200 bg-white p-4">
      <dt className="text-sm text-neutral-700">{term}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums text-neutral-900">{value}</dd>
    </div>
  );
}

/**
 * A chauffeur's earnings ledger, for the chauffeur's own page and the admin driver page alike:
 * the all-time figures, the week shown line by line with its total and the weeks either side,
 * then every week's totals. Lines show as cards on a phone; no hooks, so a server page renders it.
 */
export function EarningsLedger({
  view,
  weekLink,
  headingLevel = 2,
}: {
  view: DriverEarningsView;
  weekLink: WeekLink;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const { week } = view;
  const span = formatWeek(week.week_start, week.week_end);
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <dl className="grid grid-cols-2 gap-3">
        <Figure term="All-time earnings" value={formatPence(view.total_pence)} />
        <Figure term="Completed jobs" value={view.total_trips} />
      </dl>

      <section aria-labelledby="earnings-week" className="flex min-w-0 flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Heading id="earnings-week" className="text-lg font-semibold text-neutral-900">
            Week of {span}
          </Heading>
          <nav aria-label="Weeks" className="flex gap-2">
            {weekLink(shiftWeek(week.week_start, -1), "Previous week", "prev")}
            {weekLink(shiftWeek(week.week_start, 1), "Next week", "next")}
          </nav>
        </div>
        <p className="text-neutral-900">
          Week total: <strong className="tabular-nums">{formatPence(week.total_pence)}</strong> from{" "}
          {week.jobs} {week.jobs === 1 ? "job" : "jobs"}
        </p>
        <DataTable
          caption={`Earnings, week of ${span}`}
          columns={lineColumns}
          rows={view.lines}
          rowKey={(line) => line.earning_id}
          cardTitle={(line) => `${formatEarningDay(line.date)} · ${formatPence(line.amount_pence)}`}
          empty={<p className="text-neutral-700">No earnings this week.</p>}
        />
      </section>

      <section aria-labelledby="earnings-weeks" className="flex min-w-0 flex-col gap-3">
        <Heading id="earnings-weeks" className="text-lg font-semibold text-neutral-900">
          By week
        </Heading>
        <DataTable
          caption="Earnings by week"
          columns={weekColumns(weekLink)}
          rows={view.weeks}
          rowKey={(row) => row.week_start}
          cardsBelow="none"
          empty={<p className="text-neutral-700">No completed jobs yet.</p>}
        />
      </section>
    </div>
  );
}
