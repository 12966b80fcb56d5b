import type { Metadata } from "next";
import { EarningsChart } from "@/components/partners/commission/earnings-chart";
import { ChartFigures } from "@/components/ui/chart-figures";
import type { DataColumn } from "@/components/ui/data-table";
import { StatCard } from "@/components/ui/stat-card";
import { TitledSection } from "@/components/ui/titled-section";
import { formatPence } from "@/lib/money";
import { loadEarnings } from "@/server/partners/ledger/earnings";
import { requirePartnerPage } from "@/server/partners/guards";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Commission Earnings" };

const CARDS = {
  total: { title: "Total Earnings", period: "last 30 days vs the 30 before" },
  month: { title: "This Month", period: "vs the same days last month" },
  week: { title: "This Week", period: "vs the same days last week" },
  today: { title: "Today", period: "vs yesterday" },
} as const;

const DAY_COLUMNS: DataColumn<{ date: string; pence: number }>[] = [
  { key: "date", header: "Date", cell: (day) => day.date },
  {
    key: "commission",
    header: "Commission",
    align: "right",
    cell: (day) => formatPence(day.pence),
  },
];

export default async function CommissionEarningsPage() {
  const { partner } = await requirePartnerPage("/partner-dashboard/commission/earnings");
  const summary = await loadEarnings(partner.partner_id);
  const total = summary.by_category.reduce((sum, row) => sum + Math.max(0, row.pence), 0);
  return (
    <>
      <PageHeader className="mb-6" title="Commission Earnings" />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {summary.cards.map((card) => (
          <StatCard
            key={card.key}
            title={CARDS[card.key].title}
            value={formatPence(card.pence)}
            change={card.change}
            periodLabel={CARDS[card.key].period}
          />
        ))}
      </div>
      <TitledSection
        id="breakdown"
        title="Earnings by service type"
        className="mt-8 rounded-xl p-4"
      >
        <ul className="grid gap-2">
          {summary.by_category.map((row) => (
            <li key={row.category} className="flex justify-between gap-4 text-sm">
              <span>{row.label}</span>
              <span>
                {formatPence(row.pence)}
                {total > 0 && (
                  <span className="ml-2 text-neutral-700">
                    ({Math.round((Math.max(0, row.pence) / total) * 100)}%)
                  </span>
                )}
              </span>
            </li>
          ))}
        </ul>
      </TitledSection>
      <TitledSection
        id="over-time"
        title="Earnings over the last 30 days"
        className="mt-8 rounded-xl p-4"
        titleClassName="mb-0"
      >
        <EarningsChart series={summary.series} />
        <ChartFigures
          caption="Commission per day"
          columns={DAY_COLUMNS}
          rows={summary.series}
          rowKey={(day) => day.date}
        />
      </TitledSection>
    </>
  );
}
