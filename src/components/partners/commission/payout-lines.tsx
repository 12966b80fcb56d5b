import { payoutReference } from "@/lib/commissions/labels";
import { formatPence } from "@/lib/money";
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
      <table className="mt-3 w-full text-left text-sm">
        <caption className="sr-only">Lines of payout {number}</caption>
        <thead>
          <tr>
            <th scope="col">Transaction ID</th>
            <th scope="col">Booking ID</th>
            <th scope="col">Date</th>
            <th scope="col">Service Type</th>
            <th scope="col">Amount</th>
            <th scope="col">Commission</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.transaction_id}>
              <td>{line.transaction_id}</td>
              <td>{line.booking_id}</td>
              <td>{line.date}</td>
              <td>{line.service_type}</td>
              <td>{formatPence(line.amount_pence)}</td>
              <td>{formatPence(line.commission_pence)}</td>
              <td>
                <LedgerStatusBadge status={line.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-sm">
        Net {formatPence(payout.amount_pence)}
        {payout.vat_rate_bps !== null && <> · VAT {formatPence(payout.vat_pence)}</>} · Total{" "}
        {formatPence(payout.total_pence)}
      </p>
    </section>
  );
}
