/** Partner statuses as the database holds them: Pending until approved, Inactive when stopped. */
export const PARTNER_STATUSES = ["Active", "Pending", "Inactive"] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];

/** The commission categories of the partner FAQ, with its default rates in basis points. */
export const COMMISSION_CATEGORIES = [
  { key: "rate_airport_bps", label: "Airport Transfers", defaultBps: 2000 },
  { key: "rate_hourly_bps", label: "Hourly Charter", defaultBps: 2000 },
  { key: "rate_events_bps", label: "Events & Occasions", defaultBps: 2500 },
  { key: "rate_business_bps", label: "Business Travel", defaultBps: 2000 },
] as const;
export type CommissionRateKey = (typeof COMMISSION_CATEGORIES)[number]["key"];
export type CommissionRates = Record<CommissionRateKey, number>;

/** 2000 basis points read "20%"; 1250 read "12.5%". */
export function formatBps(bps: number): string {
  return `${(bps / 100).toLocaleString("en-GB", { maximumFractionDigits: 2 })}%`;
}

/** The vehicle rule partners sign up to (shown on the first registration step). */
export const PARTNER_MAX_VEHICLE_AGE_YEARS = 3;
