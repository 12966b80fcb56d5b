import type { DataColumn } from "@/components/ui/data-table";
import { formatPence } from "@/lib/money";
import { LedgerStatusBadge } from "./status-badges";

/** A commission ledger line as Transaction History and a payout's lines show it. */
export interface LedgerLine {
  transaction_id: string;
  booking_id: string;
  date: string;
  service_type: string;
  amount_pence: number;
  commission_pence: number;
  status: string;
}

/** The columns of a ledger line, shared by Transaction History and a payout's lines. */
export const LEDGER_LINE_COLUMNS: DataColumn<LedgerLine>[] = [
  { key: "transaction", header: "Transaction ID", cell: (line) => line.transaction_id },
  { key: "booking", header: "Booking ID", cell: (line) => line.booking_id },
  { key: "date", header: "Date", cell: (line) => line.date },
  { key: "service", header: "Service Type", cell: (line) => line.service_type },
  { key: "amount", header: "Amount", cell: (line) => formatPence(line.amount_pence) },
  { key: "commission", header: "Commission", cell: (line) => formatPence(line.commission_pence) },
  { key: "status", header: "Status", cell: (line) => <LedgerStatusBadge status={line.status} /> },
];
