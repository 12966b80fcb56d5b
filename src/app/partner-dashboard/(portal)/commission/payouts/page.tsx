import type { Metadata } from "next";
import Link from "next/link";
import { PayoutLines } from "@/components/partners/commission/payout-lines";
import { LedgerStatusBadge } from "@/components/partners/commission/status-badges";
import { buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ListFilters } from "@/components/ui/list-filters";
import { PageHeader } from "@/components/ui/page-header";
import { CommissionExportLink } from "@/components/partners/commission/export-link";
import { StatCard } from "@/components/ui/stat-card";
import { DataTable, listPages, sortBy, type DataColumn } from "@/components/ui/data-table";
import { PAYOUT_STATUSES, payoutReference } from "@/lib/commissions/labels";
import { formatPence } from "@/lib/money";
import { MINIMUM_PAYOUT_PENCE } from "@/lib/partners/payout-period";
import { todayInZone } from "@/lib/time-rules";
import { loadEarnings } from "@/server/partners/ledger/earnings";
import { readListParams } from "@/server/http/list-params";
import {
  listPayouts,
  ownPayout,
  payoutListParamsSchema,
} from "@/server/partners/ledger/payout-list";
import { ledgerTimeZone } from "@/server/partners/ledger/clock";
import { nextPayout } from "@/server/partners/ledger/next-payout";
import { requirePartnerPage } from "@/server/partners/guards";
import { statusFilter } from "@/components/ui/select-choices";
import type { SearchParamsProps } from "@/app/_shared/page-props";

export const metadata: Metadata = { title: "Commission Payouts" };
const PATH = "/partner-dashboard/commission/payouts";

type PayoutRow = Awaited<ReturnType<typeof listPayouts>>["data"][number];

/** The payouts' columns; Date and Net sort the list (newest first until one is chosen). */
function payoutColumns(
  timeZone: string,
  query: string,
  sort = "-created_at",
): DataColumn<PayoutRow>[] {
  return [
    { key: "id", header: "Payout ID", cell: (row) => payoutReference(row.payout_id) },
    {
      key: "date",
      header: "Date",
      cell: (row) => todayInZone(timeZone, row.created_at),
      sort: sortBy(PATH, query, "created_at", sort),
    },
    {
      key: "net",
      header: "Net",
      cell: (row) => formatPence(row.amount_pence),
      sort: sortBy(PATH, query, "amount", sort),
    },
    {
      key: "vat",
      header: "VAT",
      cell: (row) => (row.vat_rate_bps === null ? "No VAT" : formatPence(row.vat_pence)),
    },
    { key: "total", header: "Total", cell: (row) => formatPence(row.total_pence) },
    {
      key: "status",
      header: "Status",
      cell: (row) => (
        <>
          <LedgerStatusBadge status={row.status} />
          {row.status === "Paid" && row.settled_at && (
            <span className="block text-xs text-neutral-700">
              Paid {todayInZone(timeZone, row.settled_at)}
              {row.reference && `, ref ${row.reference}`}
            </span>
          )}
          {row.status === "Failed" && row.failure_reason && (
            <span className="block text-xs text-neutral-700">{row.failure_reason}</span>
          )}
        </>
      ),
    },
    { key: "method", header: "Payment Method", cell: (row) => row.method, from: "xl" },
    {
      key: "account",
      header: "Account",
      cell: (row) => row.account ?? "No bank details saved",
    },
  ];
}

/** Money sent, with the VAT in it when there is some. */
const withVat = (totalPence: number, vatPence: number) => (
  <>
    {formatPence(totalPence)}
    {vatPence > 0 && (
      <span className="block text-sm font-normal text-neutral-700">
        incl. VAT {formatPence(vatPence)}
      </span>
    )}
  </>
);

/** "Thursday 9 April 2026" for a calendar date. */
const longDate = (date: string) =>
  new Intl.DateTimeFormat("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));

export default async function CommissionPayoutsPage({ searchParams }: SearchParamsProps) {
  const { partner } = await requirePartnerPage(PATH);
  const raw = await searchParams;
  const { params, query, values } = readListParams(payoutListParamsSchema, raw);
  const chosen = Number(Array.isArray(raw.payout) ? raw.payout[0] : raw.payout);
  const [summary, list, details, next, timeZone] = await Promise.all([
    loadEarnings(partner.partner_id),
    listPayouts({ ...params, partner_id: partner.partner_id }),
    Number.isInteger(chosen) && chosen > 0
      ? ownPayout(partner.partner_id, chosen).catch(() => null)
      : null,
    nextPayout(partner.partner_id),
    ledgerTimeZone(),
  ]);
  const { balances } = summary;
  return (
    <>
      <PageHeader
        className="mb-6"
        title="Commission Payouts"
        actions={
          <CommissionExportLink list="payouts" query={query}>
            Export Data
          </CommissionExportLink>
        }
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard title="Available Balance" value={formatPence(balances.available_pence)} />
        <StatCard
          title="Pending Payouts"
          value={withVat(balances.pending_payouts_pence, balances.pending_payouts_vat_pence)}
        />
        <StatCard
          title="Total Paid"
          value={withVat(balances.total_paid_pence, balances.total_paid_vat_pence)}
        />
      </div>
      <p className="mt-3 font-semibold">Next payout: {longDate(next.date)}</p>
      <p className="mt-1 text-sm text-neutral-700">
        Not yet available (rides to come or completed less than 7 days ago):{" "}
        {formatPence(balances.not_yet_available_pence)}.{" "}
        {next.schedule === "weekly"
          ? "You are paid weekly, on Thursdays,"
          : "You are paid monthly, on the first Thursday of the month, for the month before,"}{" "}
        once the balance due reaches {formatPence(MINIMUM_PAYOUT_PENCE)}. With a VAT number, VAT at
        20% is paid on top of your commission.
      </p>
      <div className="mt-6">
        <ListFilters
          label="Filter payouts"
          filters={[
            { kind: "search", name: "q", label: "Search payouts" },
            statusFilter(PAYOUT_STATUSES),
          ]}
        />
      </div>
      <div className="mt-6">
        <DataTable
          caption="Payouts"
          columns={payoutColumns(timeZone, query, values.sort)}
          rows={list.data}
          rowKey={(row) => row.payout_id}
          cardTitle={(row) => `Payout ${payoutReference(row.payout_id)}`}
          empty={<EmptyState title="No payouts yet" />}
          pages={listPages(PATH, query, params, list.pagination.total, "Payout pages")}
          actions={(row) => (
            <>
              <Link
                href={`${PATH}?${new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(query)), payout: String(row.payout_id) })}#payout-details`}
                className={buttonClass({ variant: "outline", size: "sm" })}
              >
                View Details
                <span className="sr-only"> of payout {payoutReference(row.payout_id)}</span>
              </Link>
              <a
                href={`/api/partner/commission/payouts/${row.payout_id}/statement`}
                className={buttonClass({ variant: "outline", size: "sm" })}
                download
              >
                Download Report
                <span className="sr-only"> of payout {payoutReference(row.payout_id)}</span>
              </a>
            </>
          )}
        />
      </div>
      {details && <PayoutLines payout={details} lines={details.lines} />}
    </>
  );
}
