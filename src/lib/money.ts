/**
 * Money helpers. Domain code holds integer pence; pounds appear only at the
 * edge (JSON answers, display), so conversions live here and nowhere else.
 */

export const CURRENCIES = ["gbp"] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = "gbp";

const formatters = new Map<Currency, Intl.NumberFormat>();

function formatterFor(currency: Currency): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat("en-GB", {
      style: "currency",
      currency: currency.toUpperCase(),
    });
    formatters.set(currency, formatter);
  }
  return formatter;
}

function assertWholePence(pence: number): void {
  if (!Number.isSafeInteger(pence)) {
    throw new RangeError(`Amount must be a whole number of pence, got ${pence}`);
  }
}

/** 10692 -> "£106.92". */
export function formatPence(pence: number, currency: Currency = DEFAULT_CURRENCY): string {
  assertWholePence(pence);
  return formatterFor(currency).format(pence / 100);
}

/** 10692 -> 106.92, for JSON fields that the spec defines in pounds. */
export function penceToPounds(pence: number): number {
  assertWholePence(pence);
  return Number((pence / 100).toFixed(2));
}

/**
 * Rounds a fractional pence amount to whole pence, halves away from zero.
 * Products such as 275 * 0.02 come out as 5.500000000000005 or 5.4999999...
 * in binary floating point, so the value is first snapped to 6 decimals: a
 * true half penny then always rounds up, whichever side the float error fell.
 */
export function roundHalfUpToPence(pence: number): number {
  if (!Number.isFinite(pence)) {
    throw new RangeError(`Amount must be a finite number, got ${pence}`);
  }
  const magnitude = Math.floor(Number(Math.abs(pence).toFixed(6)) + 0.5);
  return pence < 0 && magnitude !== 0 ? -magnitude : magnitude;
}

/** 106.925 -> 10693; for amounts that arrive in pounds at the edge. */
export function poundsToPence(pounds: number): number {
  return roundHalfUpToPence(pounds * 100);
}
