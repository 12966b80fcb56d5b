import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import {
  PAYOUT_STATUS_TONES,
  PAYOUT_STATUSES,
  payoutReference,
  type PayoutStatus,
} from "@/lib/commissions/labels";
import { formatPence } from "@/lib/money";
import { payoutAmountText } from "@/lib/partners/vat";
import type { listPayouts } from "@/server/partners/ledger/payout-list";
import { MarkPayoutDialog, RunPayoutsButton } from "./payout-actions";
import { HeadedSection } from "@/components/ui/headed-section";

type PayoutRow = Awaited<ReturnType<typeof listPayouts>>["data"][number];

const COLUMNS: DataColumn<PayoutRow>[] = [
  { key: "id", header: "Payout ID", cell: (payout) => payoutReference(payout.payout_id) },
  { key: "partner", header: "Partner", cell: (payout) => payout.company_name },
  { key: "period", header: "Period", cell: (payout) => payout.period },
  {
    key: "amount",
    header: "Amount",
    cell: (payout) => (
      <>
        {payoutAmountText(payout)}
        {payout.deductions_pence > 0 && (
          <span className="block text-xs text-neutral-700">
            after {formatPence(payout.deductions_pence)} deductions
          </span>
        )}
      </>
    ),
  },
  {
    key: "status",
    header: "Status",
    cell: (payout) => (
      <>
        <Badge tone={PAYOUT_STATUS_TONES[payout.status]}>{payout.status}</Badge>
        {payout.reference && (
          <span className="block text-xs text-neutral-700">{payout.reference}</span>
        )}
        {payout.failure_reason && (
          <span className="block text-xs text-neutral-700">{payout.failure_reason}</span>
        )}
      </>
    ),
  },
];

/** A Pending payout is marked paid or failed; every payout has its statement. */
function PayoutRowActions({ payout }: { payout: PayoutRow }) {
  const reference = payoutReference(payout.payout_id);
  return (
    <>
      {payout.status === "Pending" && (
        <>
          <MarkPayoutDialog payoutId={payout.payout_id} reference={reference} outcome="paid" />
          <MarkPayoutDialog payoutId={payout.payout_id} reference={reference} outcome="failed" />
        </>
      )}
      <a
        className="inline-flex min-h-11 items-center text-sm font-semibold text-neutral-900 underline"
        href={`/api/admin/partners/payouts/${payout.payout_id}/statement`}
        aria-label={`Statement PDF for ${reference}`}
      >
        Statement
      </a>
    </>
  );
}

/** Partner Management's payouts: the run, a status filter, the list and each payout's actions. */
export function PayoutsSection({
  status,
  page,
  list,
}: {
  status?: PayoutStatus;
  page: number;
  list: { data: PayoutRow[]; pagination: { total: number } };
}) {
  const filters = [undefined, ...PAYOUT_STATUSES];
  return (
    <HeadedSection
      id="payouts-heading"
      title="Payouts"
      titleClassName="text-xl"
      className="flex flex-col gap-4"
      actions={<RunPayoutsButton />}
    >
      <nav aria-label="Payout status" className="flex flex-wrap gap-2 text-sm">
        {filters.map((value) => (
          <Link
            key={value ?? "all"}
            href={value ? `/admin/partners?payout_status=${value}` : "/admin/partners"}
            aria-current={value === status ? "page" : undefined}
            className="inline-flex min-h-11 items-center rounded-md border border-neutral-300 px-3 aria-[current=page]:bg-neutral-900 aria-[current=page]:text-white"
          >
            {value ?? "All payouts"}
          </Link>
        ))}
      </nav>
      <DataTable
        caption="Payouts"
        columns={COLUMNS}
        rows={list.data}
        rowKey={(payout) => payout.payout_id}
        cardTitle={(payout) => `Payout ${payoutReference(payout.payout_id)}`}
        actions={(payout) => <PayoutRowActions payout={payout} />}
        empty={
          <EmptyState
            title="No payouts yet"
            description="Run payouts to pay available commission."
          />
        }
      />
      <PayoutPages status={status} page={page} total={list.pagination.total} />
    </HeadedSection>
  );
}

/** Previous / Next for the payouts (their own `payout_page`, so the partner list keeps its page). */
function PayoutPages({
  status,
  page,
  total,
}: {
  status?: PayoutStatus;
  page: number;
  total: number;
}) {
  const href = (n: number) => {
    const query = new URLSearchParams();
    if (status) query.set("payout_status", status);
    query.set("payout_page", String(n));
    return `/admin/partners?${query}`;
  };
  const last = Math.max(1, Math.ceil(total / 10));
  if (last === 1) return null;
  return (
    <nav aria-label="Payout pages" className="flex items-center gap-3 text-sm">
      {page > 1 && (
        <Link className="inline-flex min-h-11 items-center underline" href={href(page - 1)}>
          Previous
        </Link>
      )}
      <span>
        Page {page} of {last}
      </span>
      {page < last && (
        <Link className="inline-flex min-h-11 items-center underline" href={href(page + 1)}>
          Next
        </Link>
      )}
    </nav>
  );
}
