import type { Metadata } from "next";
import { LedgerStatusBadge } from "@/components/partners/commission/status-badges";
import { buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LinkPagination } from "@/components/ui/link-pagination";
import { ListFilters } from "@/components/ui/list-filters";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { COMMISSION_CATEGORY_KEYS, COMMISSION_CATEGORY_LABELS } from "@/lib/partners/commission";
import { formatPence } from "@/lib/money";
import { readListParams } from "@/server/http/list-params";
import {
  loadTransactions,
  TRANSACTION_STATUSES,
  transactionParamsSchema,
} from "@/server/partners/ledger/transactions";
import { requirePartnerPage } from "@/server/partners/partner-page";

export const metadata: Metadata = { title: "Transaction History" };
const PATH = "/partner-dashboard/commission/transactions";

type TransactionRow = Awaited<ReturnType<typeof loadTransactions>>["data"][number];

/** The transactions' columns, newest first (the ledger reads them in that order only). */
const TRANSACTION_COLUMNS: DataColumn<TransactionRow>[] = [
  { key: "transaction", header: "Transaction ID", cell: (row) => row.transaction_id },
  { key: "booking", header: "Booking ID", cell: (row) => row.booking_id },
  { key: "date", header: "Date", cell: (row) => row.date },
  { key: "service", header: "Service Type", cell: (row) => row.service_type },
  { key: "amount", header: "Amount", cell: (row) => formatPence(row.amount_pence) },
  { key: "commission", header: "Commission", cell: (row) => formatPence(row.commission_pence) },
  { key: "status", header: "Status", cell: (row) => <LedgerStatusBadge status={row.status} /> },
  { key: "method", header: "Payment Method", cell: (row) => row.payment_method },
];

export default async function TransactionHistoryPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { partner } = await requirePartnerPage(PATH);
  const { params, query } = readListParams(transactionParamsSchema, await searchParams);
  const list = await loadTransactions(partner.partner_id, params);
  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Transaction History</h1>
        <a
          href={`/api/partner/commission/transactions/export${query ? `?${query}` : ""}`}
          className={buttonClass({ variant: "outline", size: "sm" })}
          download
        >
          Export
        </a>
      </div>
      <ListFilters
        label="Filter transactions"
        filters={[
          { kind: "search", name: "q", label: "Search by booking ID" },
          {
            kind: "select",
            name: "status",
            label: "Status",
            emptyValue: "all",
            options: [
              { value: "all", label: "All" },
              ...TRANSACTION_STATUSES.map((status) => ({ value: status, label: status })),
            ],
          },
          {
            kind: "select",
            name: "category",
            label: "Service type",
            emptyValue: "all",
            options: [
              { value: "all", label: "All" },
              ...COMMISSION_CATEGORY_KEYS.map((key) => ({
                value: key,
                label: COMMISSION_CATEGORY_LABELS[key],
              })),
            ],
          },
          { kind: "date", name: "from", label: "From" },
          { kind: "date", name: "to", label: "To" },
        ]}
      />
      <div className="mt-6">
        <DataTable
          caption="Commission transactions"
          columns={TRANSACTION_COLUMNS}
          rows={list.data}
          rowKey={(row) => row.transaction_id}
          cardTitle={(row) => `Booking ${row.booking_id}`}
          empty={<EmptyState title="No transactions found" />}
        />
      </div>
      {list.pagination.total > 0 && (
        <div className="mt-4">
          <LinkPagination
            path={PATH}
            query={query}
            page={params.page}
            pageSize={params.page_size}
            total={list.pagination.total}
            label="Transaction pages"
          />
        </div>
      )}
    </>
  );
}
