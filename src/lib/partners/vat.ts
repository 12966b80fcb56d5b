import { formatPence } from "@/lib/money";

/**
 * VAT on a self-billed payout. The operator issues the invoice for a VAT-registered partner, so
 * the payout pays the commission (net) plus VAT at the UK standard rate, and the partner
 * accounts for that VAT to HMRC. VAT is worked out once, on the payout's net total (commission
 * less deductions), rounded half up to the penny: 20% of £54.28 = 1,085.6p -> £10.86.
 */
export const UK_VAT_STANDARD_RATE_BPS = 2000;

export function vatPence(netPence: number, rateBps: number): number {
  return Math.floor((netPence * rateBps + 5_000) / 10_000);
}

/** What a payout states and sends: net, VAT (0 without a VAT number) and the total sent. */
export interface PayoutMoney {
  net_pence: number;
  vat_rate_bps: number | null;
  vat_pence: number;
  total_pence: number;
}

export function payoutMoney(netPence: number, vatRegistered: boolean): PayoutMoney {
  const rate = vatRegistered ? UK_VAT_STANDARD_RATE_BPS : null;
  const vat = rate === null ? 0 : vatPence(netPence, rate);
  return { net_pence: netPence, vat_rate_bps: rate, vat_pence: vat, total_pence: netPence + vat };
}

/** "£65.14 (£54.28 + VAT £10.86)", or "£54.28" without VAT: a payout's money in one phrase. */
export function payoutAmountText(payout: {
  amount_pence: number;
  vat_rate_bps: number | null;
  vat_pence: number;
  total_pence: number;
}): string {
  const total = formatPence(payout.total_pence);
  if (payout.vat_rate_bps === null) return total;
  return `${total} (${formatPence(payout.amount_pence)} + VAT ${formatPence(payout.vat_pence)})`;
}
