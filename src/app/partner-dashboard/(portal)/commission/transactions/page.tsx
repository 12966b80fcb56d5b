import type { Metadata } from "next";
import { LEDGER_LINE_COLUMNS } from "@/components/partners/commission/ledger-line-columns";
import { EmptyState } from "@/components/ui/empty-state";
import { ListFilters } from "@/components/ui/list-filters";
import { PageHeader } from "@/components/ui/page-header";
import { CommissionExportLink } from "@/components/partners/commission/export-link";
import { DataTable, listPages, type DataColumn } from "@/components/ui/data-table";
import { COMMISSION_CATEGORY_KEYS, COMMISSION_CATEGORY_LABELS } from "@/lib/partners/commission";
import { readListParams } from "@/server/http/list-params";
import {
  loadTransactions,
  TRANSACTION_STATUSES,
  transactionParamsSchema,
} from "@/server/partners/ledger/transactions";
import { requirePartnerPage } from "@/server/partners/guards";
import { allOrOneFilter, optionsOf, statusFilter } from "@/components/ui/select-choices";
import type { SearchParamsProps } from "@/app/_shared/page-props";

export const metadata: Metadata = { title: "Transaction History" };
const PATH = "/partner-dashboard/commission/transactions";

type TransactionRow = Awaited<ReturnType<typeof loadTransactions>>["data"][number];

/** The transactions' columns, newest first (the ledger reads them in that order only). */
const TRANSACTION_COLUMNS: DataColumn<TransactionRow>[] = [
  ...LEDGER_LINE_COLUMNS,
  { key: "method", header: "Payment Method", cell: (row) => row.payment_method },
];

export default async function TransactionHistoryPage({ searchParams }: SearchParamsProps) {
  const { partner } = await requirePartnerPage(PATH);
  const { params, query } = readListParams(transactionParamsSchema, await searchParams);
  const list = await loadTransactions(partner.partner_id, params);
  return (
    <>
      <PageHeader
        className="mb-6"
        title="Transaction History"
        actions={
          <CommissionExportLink list="transactions" query={query}>
            Export
          </CommissionExportLink>
        }
      />
      <ListFilters
        label="Filter transactions"
        filters={[
          { kind: "search", name: "q", label: "Search by booking ID" },
          statusFilter(TRANSACTION_STATUSES),
          allOrOneFilter(
            "category",
            "Service type",
            "All",
            optionsOf(COMMISSION_CATEGORY_KEYS, COMMISSION_CATEGORY_LABELS),
          ),
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
          pages={listPages(PATH, query, params, list.pagination.total, "Transaction pages")}
        />
      </div>
    </>
  );
}
