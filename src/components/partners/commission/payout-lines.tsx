import { payoutReference } from "@/lib/commissions/labels";
import { formatPence } from "@/lib/money";
import { DataTable } from "@/components/ui/data-table";
import { LEDGER_LINE_COLUMNS, type LedgerLine } from "./ledger-line-columns";

interface PayoutFigures {
  payout_id: number;
  amount_pence: number;
  vat_rate_bps: number | null;
  vat_pence: number;
  total_pence: number;
}

/** View Details of a payout: its ledger lines (commissions and deductions) and its totals. */
export function PayoutLines({ payout, lines }: { payout: PayoutFigures; lines: LedgerLine[] }) {
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
        columns={LEDGER_LINE_COLUMNS}
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
