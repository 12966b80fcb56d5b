import { payoutReference } from "@/lib/commissions/labels";
import { formatPence } from "@/lib/money";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { LedgerStatusBadge } from "./status-badges";

interface PayoutLine {
  transaction_id: string;
  booking_id: string;
  date: string;
  service_type: string;
  amount_pence: number;
  commission_pence: number;
  status: string;
}

const LINE_COLUMNS: DataColumn<PayoutLine>[] = [
  { key: "transaction", header: "Transaction ID", cell: (line) => line.transaction_id },
  { key: "booking", header: "Booking ID", cell: (line) => line.booking_id },
  { key: "date", header: "Date", cell: (line) => line.date },
  { key: "service", header: "Service Type", cell: (line) => line.service_type },
  { key: "amount", header: "Amount", cell: (line) => formatPence(line.amount_pence) },
  { key: "commission", header: "Commission", cell: (line) => formatPence(line.commission_pence) },
  { key: "status", header: "Status", cell: (line) => <LedgerStatusBadge status={line.status} /> },
];

interface PayoutFigures {
  payout_id: number;
  amount_pence: number;
  vat_rate_bps: number | null;
  vat_pence: number;
  total_pence: number;
}

/** View Details of a payout: its ledger lines (commissions and deductions) and its totals. */
export function PayoutLines({ payout, lines }: { payout: PayoutFigures; lines: PayoutLine[] }) {
  const number = payoutReference(payout.payout_id);
  return (
    <section
      id="payout-details"
      aria-labelledby="payout-details-heading"
      className="mt-8 rounded-xl border border-neutral-200 bg-white p-4"
    >
      <h2 id="payout-details-heading" className="text-lg font-semibold">
        Payout {number}: lines
      </h2>
      <DataTable
        caption={`Lines of payout ${number}`}
        className="mt-3"
        columns={LINE_COLUMNS}
        rows={lines}
        rowKey={(line) => line.transaction_id}
      />
      <p className="mt-3 text-sm">
        Net {formatPence(payout.amount_pence)}
        {payout.vat_rate_bps !== null && <> · VAT {formatPence(payout.vat_pence)}</>} · Total{" "}
        {formatPence(payout.total_pence)}
      </p>
    </section>
  );
}
