import { formatPence } from "@/lib/money";
import { LedgerStatusBadge } from "./status-badges";

interface PayoutLine {
  transaction_id: string;
  booking_id: string;
  service_type: string;
  amount_pence: number;
  commission_pence: number;
  status: string;
}

/** View Details of a payout: its ledger lines (commissions and deductions). */
export function PayoutLines({ payoutId, lines }: { payoutId: number; lines: PayoutLine[] }) {
  return (
    <section
      id="payout-details"
      aria-labelledby="payout-details-heading"
      className="mt-8 rounded-xl border border-neutral-200 bg-white p-4"
    >
      <h2 id="payout-details-heading" className="text-lg font-semibold">
        Payout {payoutId}: lines
      </h2>
      <table className="mt-3 w-full text-left text-sm">
        <caption className="sr-only">Lines of payout {payoutId}</caption>
        <thead>
          <tr>
            <th scope="col">Transaction ID</th>
            <th scope="col">Booking ID</th>
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
    </section>
  );
}
