/**
 * Document expiry warnings (a chauffeur's driving licence and PHV driver licence, a vehicle's PHV
 * licence, MOT and insurance): when each is due and the words they use. Pure: the daily job in server/documents applies it with
 * its injected clock. Expiry dates are calendar days in the operator's zone; a document is valid
 * through its expiry day and lapsed from the next.
 */
import { DRIVER_DOCUMENT_LABELS, type DriverDocument } from "@/lib/drivers/driver-documents";
import { addDays, VEHICLE_DOCUMENT_LABELS, type VehicleDocument } from "@/lib/vehicles/documents";

/** Days before expiry on which the holder and the operator are warned, longest first. */
export const EXPIRY_WARNING_DAYS = [30, 14, 7, 2] as const;
export type ExpiryThreshold = (typeof EXPIRY_WARNING_DAYS)[number];

/** The furthest ahead the daily scan looks. */
export const EXPIRY_WARNING_HORIZON_DAYS = EXPIRY_WARNING_DAYS[0];

export type ExpiringDocument = DriverDocument | VehicleDocument;

export const DOCUMENT_LABELS: Readonly<Record<ExpiringDocument, string>> = {
  ...DRIVER_DOCUMENT_LABELS,
  ...VEHICLE_DOCUMENT_LABELS,
};

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The warning a document is due today, or null. The smallest threshold at or above the days
 * left: a day the scan did not run (or an expiry entered 20 days ahead) still gets the warning
 * of its bracket, once (the dedupe key names the threshold), and never a burst of the missed
 * longer ones. From the expiry day on there is nothing to warn of: the document lapses.
 */
export function dueThreshold(expiry: string, today: string): ExpiryThreshold | null {
  const daysLeft = daysBetween(today, expiry);
  if (daysLeft < 0) return null;
  const bracket = [...EXPIRY_WARNING_DAYS].reverse().find((days) => daysLeft <= days);
  return bracket ?? null;
}

/** "expires in 14 days" / "expires tomorrow" / "expires today". */
export function expiresInWords(expiry: string, today: string): string {
  const days = daysBetween(today, expiry);
  if (days <= 0) return "expires today";
  if (days === 1) return "expires tomorrow";
  return `expires in ${days} days`;
}

/** Whether a document with this expiry has lapsed by `day` (both yyyy-mm-dd). */
export function lapsedBy(expiry: string | null, day: string): boolean {
  return expiry !== null && expiry < day;
}

/** The day a document lapses: the day after its expiry. */
export const lapsesOn = (expiry: string) => addDays(expiry, 1);
