import type { Metadata } from "next";
import { ListFilters } from "@/components/partners/commission/list-filters";
import { LEDGER_LINE_COLUMNS } from "@/components/partners/commission/ledger-line-columns";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { CommissionExportLink } from "@/components/partners/commission/export-link";
import { DataTable, listPages, type DataColumn } from "@/components/ui/data-table";
import { COMMISSION_CATEGORY_KEYS, COMMISSION_CATEGORY_LABELS } from "@/lib/partners/commission";
import { pageParams } from "@/server/partners/ledger/page-params";
import {
  loadTransactions,
  TRANSACTION_STATUSES,
  transactionParamsSchema,
} from "@/server/partners/ledger/transactions";
import { requirePartnerPage } from "@/server/partners/partner-page";

export const metadata: Metadata = { title: "Transaction History" };
const PATH = "/partner-dashboard/commission/transactions";
const KEYS = ["q", "status", "category", "from", "to", "page"] as const;

type TransactionRow = Awaited<ReturnType<typeof loadTransactions>>["data"][number];

/** The transactions' columns, newest first (the ledger reads them in that order only). */
const TRANSACTION_COLUMNS: DataColumn<TransactionRow>[] = [
  ...LEDGER_LINE_COLUMNS,
  { key: "method", header: "Payment Method", cell: (row) => row.payment_method },
];

export default async function TransactionHistoryPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { partner } = await requirePartnerPage(PATH);
  const { params, query, values } = pageParams(transactionParamsSchema, await searchParams, KEYS);
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
        fields={[
          { name: "q", label: "Search by booking ID", value: values.q },
          {
            name: "status",
            label: "Status",
            value: values.status,
            options: TRANSACTION_STATUSES.map((status) => ({ value: status, label: status })),
          },
          {
            name: "category",
            label: "Service type",
            value: values.category,
            options: COMMISSION_CATEGORY_KEYS.map((key) => ({
              value: key,
              label: COMMISSION_CATEGORY_LABELS[key],
            })),
          },
          { name: "from", label: "From", value: values.from, type: "date" },
          { name: "to", label: "To", value: values.to, type: "date" },
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
