import type { Metadata } from "next";
import { ListFilters } from "@/components/partners/commission/list-filters";
import { LedgerStatusBadge } from "@/components/partners/commission/status-badges";
import { buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LinkPagination } from "@/components/ui/link-pagination";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { COMMISSION_CATEGORY_KEYS, COMMISSION_CATEGORY_LABELS } from "@/lib/partners/commission";
import { formatPence } from "@/lib/money";
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
        {list.data.length === 0 ? (
          <EmptyState title="No transactions found" />
        ) : (
          <Table>
            <TableCaption className="sr-only">Commission transactions</TableCaption>
            <TableHeader>
              <TableRow>
                {[
                  "Transaction ID",
                  "Booking ID",
                  "Date",
                  "Service Type",
                  "Amount",
                  "Commission",
                  "Status",
                  "Payment Method",
                ].map((head) => (
                  <TableHead key={head} scope="col">
                    {head}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.data.map((row) => (
                <TableRow key={row.transaction_id}>
                  <TableCell>{row.transaction_id}</TableCell>
                  <TableCell>{row.booking_id}</TableCell>
                  <TableCell>{row.date}</TableCell>
                  <TableCell>{row.service_type}</TableCell>
                  <TableCell>{formatPence(row.amount_pence)}</TableCell>
                  <TableCell>{formatPence(row.commission_pence)}</TableCell>
                  <TableCell>
                    <LedgerStatusBadge status={row.status} />
                  </TableCell>
                  <TableCell>{row.payment_method}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
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
