/**
 * What a payout's statement states, written once when the payout is made (partner_payouts.
 * statement) and rendered from forever after: a later change of the partner's name, address or
 * VAT number, or of the site's identity, never rewrites an issued document. Only the payment
 * (date and bank reference), a fact about the payout itself, is added when it is paid.
 */
export interface StatementLine {
  /** The ledger row's date (when it was written), in the operator's zone: "2026-03-14". */
  date: string;
  booking_reference: string;
  category: string;
  /** The booking amount (commission) or the refund (reversal, negative), in pence. */
  amount_pence: number;
  rate: string;
  commission_pence: number;
}

export interface StatementSnapshot {
  version: 1;
  /** "PO-000002": the payout's one number. */
  number: string;
  kind: "self-billed-invoice" | "remittance";
  /** The date of issue (the tax point of a self-billed invoice), in the operator's zone. */
  issued_on: string;
  period: string;
  issuer: { name: string; address: string };
  partner: {
    company_name: string;
    company_address: string;
    contact_person_name: string;
    vat_number: string | null;
  };
  lines: StatementLine[];
  totals: {
    commission_pence: number;
    deductions_pence: number;
    net_pence: number;
    vat_rate_bps: number | null;
    vat_pence: number;
    total_pence: number;
  };
}
