/**
 * VAT on a receipt. Prices are VAT-inclusive when the operator is registered (a VAT number in
 * Settings), so VAT is shown as "of which VAT", never added to the total.
 */
import { formatPenceFixed } from "@/lib/money";

export const DEFAULT_VAT_RATE_PERCENT = 20;
export const NO_VAT_WORDING = "No VAT is charged: the operator is not VAT registered.";

export interface VatSettingsView {
  vat_registration_number: string;
  vat_rate_percent: number;
}

export type VatSummary =
  | { charged: true; number: string; ratePercent: number; vatPence: number; label: string }
  | { charged: false; label: string };

/**
 * The VAT inside a VAT-inclusive total: total × rate / (100 + rate), halves rounded up. The rate
 * may have one decimal, so it is worked in tenths and whole numbers: no float drift.
 */
export function vatOfInclusive(totalPence: number, ratePercent: number): number {
  if (!Number.isSafeInteger(totalPence)) throw new RangeError(`Bad total ${totalPence}`);
  const tenths = Math.round(ratePercent * 10);
  if (tenths < 0 || tenths > 1000) throw new RangeError(`Bad VAT rate ${ratePercent}`);
  const numerator = Math.abs(totalPence) * tenths;
  const denominator = 1000 + tenths;
  const vat = Math.floor((2 * numerator + denominator) / (2 * denominator));
  return totalPence < 0 ? -vat : vat;
}

function rateText(ratePercent: number): string {
  return `${Number.isInteger(ratePercent) ? ratePercent : ratePercent.toFixed(1)}%`;
}

/** What a receipt or breakdown says about VAT for this total under these settings. */
export function vatSummary(totalPence: number, settings: VatSettingsView): VatSummary {
  const number = settings.vat_registration_number.trim();
  if (!number) return { charged: false, label: NO_VAT_WORDING };
  const vatPence = vatOfInclusive(totalPence, settings.vat_rate_percent);
  return {
    charged: true,
    number,
    ratePercent: settings.vat_rate_percent,
    vatPence,
    label: `Of which VAT at ${rateText(settings.vat_rate_percent)}: ${formatPenceFixed(vatPence)}`,
  };
}
