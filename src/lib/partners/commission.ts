import { labelKeys } from "@/lib/label-keys";
import type { CommissionRateKey, CommissionRates } from "./partner-options";

/**
 * The commission ledger's arithmetic, in integer pence. Rates are basis points (2000 = 20%).
 * Rounding: a commission is the booking amount times the rate, rounded half up to the penny
 * (20% of £10.05 = 201p; 25% of 2p = 1p). A reversal is the same share of the refunded amount,
 * rounded half up, and never takes back more than what is left of the commission, so the
 * reversals of a booking sum to its commission exactly when all of it is refunded.
 */
export const COMMISSION_CATEGORY_LABELS = {
  airport: "Airport Transfers",
  hourly: "Hourly Charter",
  events: "Events & Occasions",
  business: "Business Travel",
};
export type CommissionCategory = keyof typeof COMMISSION_CATEGORY_LABELS;
export const COMMISSION_CATEGORY_KEYS = labelKeys(COMMISSION_CATEGORY_LABELS);

/** How a farmed-out job's pay reads on the partner's ledger, statement and CSV. */
export function jobPayLabel(bookingReference: string): string {
  return `Job ${bookingReference} (farmed out)`;
}

const RATE_KEYS: Record<CommissionCategory, CommissionRateKey> = {
  airport: "rate_airport_bps",
  hourly: "rate_hourly_bps",
  events: "rate_events_bps",
  business: "rate_business_bps",
};

export function rateFor(category: CommissionCategory, rates: CommissionRates): number {
  return rates[RATE_KEYS[category]];
}

// An airport end: "Airport" in the address, or an IATA code in brackets as the place index writes
// them ("Heathrow Airport (LHR)", "Toronto Pearson (YYZ)").
const AIRPORT = /\bairport\b|\([A-Z]{3}\)/i;

/**
 * The booking's category when it is paid: an event when the administrator marked it so, Hourly
 * Charter for hourly rides, Airport Transfers when either end is an airport or a flight is given,
 * Business Travel otherwise.
 */
export function commissionCategory(booking: {
  booking_type: "point_to_point" | "hourly";
  pickup_location: string;
  dropoff_location: string | null;
  flight_number: string | null;
  is_event: boolean;
}): CommissionCategory {
  if (booking.is_event) return "events";
  if (booking.booking_type === "hourly") return "hourly";
  const ends = [booking.pickup_location, booking.dropoff_location ?? ""];
  if (booking.flight_number || ends.some((end) => AIRPORT.test(end))) return "airport";
  return "business";
}

/** amount x rate, rounded half up to the penny (both non-negative integers). */
export function commissionPence(amountPence: number, rateBps: number): number {
  return Math.floor((amountPence * rateBps + 5_000) / 10_000);
}

/**
 * What a refund takes back (a positive number of pence): the commission's share of the refunded
 * amount, half up, at most what has not been reversed yet.
 */
export function reversalPence(input: {
  commissionPence: number;
  amountPence: number;
  refundedPence: number;
  alreadyReversedPence: number;
}): number {
  const left = Math.max(0, input.commissionPence - input.alreadyReversedPence);
  if (input.amountPence <= 0 || input.refundedPence <= 0) return 0;
  const refunded = Math.min(input.refundedPence, input.amountPence);
  const share = Math.floor(
    (input.commissionPence * refunded * 2 + input.amountPence) / (input.amountPence * 2),
  );
  return Math.min(left, share);
}

/**
 * Splits one refund over the legs it paid for, in proportion to their prices (the last leg takes
 * the remainder, so the parts sum to the refund exactly).
 */
export function splitRefund(
  refundPence: number,
  legs: readonly { booking_id: number; price_pence: number }[],
): Map<number, number> {
  const total = legs.reduce((sum, leg) => sum + leg.price_pence, 0);
  const parts = new Map<number, number>();
  let given = 0;
  legs.forEach((leg, index) => {
    const part =
      index === legs.length - 1 || total === 0
        ? refundPence - given
        : Math.floor((refundPence * leg.price_pence) / total);
    parts.set(leg.booking_id, Math.max(0, part));
    given += part;
  });
  return parts;
}
