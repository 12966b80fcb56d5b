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
      // A minus only on an amount below zero: a reversal of nothing reads £0.00, never -£0.00.
      signDisplay: "negative",
    });
    formatters.set(currency, formatter);
  }
  return formatter;
}

/**
 * The largest amount any schema or helper accepts: £10,000,000. Far above any ride, far below
 * where pence stop being exact integers, so a hostile number is refused rather than overflowing.
 */
export const MAX_AMOUNT_POUNDS = 10_000_000;
export const MAX_AMOUNT_PENCE = MAX_AMOUNT_POUNDS * 100;

/** Thrown for amounts outside what money can be; schemas bound their numbers so users never see it. */
export class InvalidAmountError extends Error {
  override name = "InvalidAmountError";
}

function assertInRange(value: number, limit: number, unit: string): void {
  if (!Number.isFinite(value)) {
    throw new InvalidAmountError(`Amount must be a finite number of ${unit}, got ${value}`);
  }
  if (Math.abs(value) > limit) {
    throw new InvalidAmountError(`Amount must be at most ${limit} ${unit}, got ${value}`);
  }
}

function assertWholePence(pence: number): void {
  assertInRange(pence, MAX_AMOUNT_PENCE, "pence");
  if (!Number.isInteger(pence)) {
    throw new InvalidAmountError(`Amount must be a whole number of pence, got ${pence}`);
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
  assertInRange(pence, MAX_AMOUNT_PENCE, "pence");
  const magnitude = Math.floor(Number(Math.abs(pence).toFixed(6)) + 0.5);
  return pence < 0 && magnitude !== 0 ? -magnitude : magnitude;
}

/** 106.925 -> 10693; for amounts that arrive in pounds at the edge. */
export function poundsToPence(pounds: number): number {
  assertInRange(pounds, MAX_AMOUNT_POUNDS, "pounds");
  return roundHalfUpToPence(pounds * 100);
}

/**
 * A sum of many amounts (a dashboard's revenue) may pass MAX_AMOUNT_PENCE: any whole number of
 * pence that is still exact, in pounds.
 */
export function totalPenceToPounds(pence: number): number {
  if (!Number.isSafeInteger(pence)) {
    throw new InvalidAmountError(`A total must be a whole number of pence, got ${pence}`);
  }
  return Number((pence / 100).toFixed(2));
}

/** 10692 -> "106.92": the plain decimal a CSV cell carries (no symbol, no grouping). */
export function penceToDecimal(pence: number): string {
  assertWholePence(pence);
  const text = (Math.abs(pence) / 100).toFixed(2);
  return pence < 0 ? `-${text}` : text;
}

/**
 * 1234567 -> "£12,345.67" without Intl: for documents (the payout statement PDF) whose text must
 * not depend on the runtime's locale data. A minus only below zero, as formatPence.
 */
export function formatPenceFixed(pence: number): string {
  const digits = penceToDecimal(Math.abs(pence)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${pence < 0 ? "-" : ""}£${digits}`;
}

/**
 * 106.92 -> "£106.92": the spec's pound fields (a booking's `price`, a dashboard's revenue) as
 * shown. Totals may pass MAX_AMOUNT_POUNDS, so only a non-number is refused.
 */
export function formatPounds(pounds: number, currency: Currency = DEFAULT_CURRENCY): string {
  if (!Number.isFinite(pounds))
    throw new InvalidAmountError(`Amount must be finite, got ${pounds}`);
  return formatterFor(currency).format(Math.round(pounds * 100) / 100);
}
