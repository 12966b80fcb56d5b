import "server-only";
import type { CommissionCategory } from "@/lib/commissions/labels";
import { haversineMiles } from "@/lib/pricing";
import type { BookingRow } from "@/server/db/schema";
import { OFFLINE_PLACES } from "@/server/places/offline-place-data";

/** Within this distance of a known airport a pickup or drop-off counts as the airport. */
const AIRPORT_RADIUS_MILES = 2;
const AIRPORTS = OFFLINE_PLACES.filter((place) => place.kind === "airport");
// Google's and the offline index's airport addresses name the airport; IATA codes as "(LHR)".
const AIRPORT_WORDS = /\bairport\b|\baeroport\b/i;

interface Point {
  location: string | null;
  lat: number | null;
  lng: number | null;
}

export function isAirportPlace(point: Point): boolean {
  if (point.location && AIRPORT_WORDS.test(point.location)) return true;
  const { lat, lng } = point;
  if (lat === null || lng === null) return false;
  return AIRPORTS.some(
    (airport) =>
      haversineMiles({ lat, lng }, { lat: airport.lat, lng: airport.lng }) <= AIRPORT_RADIUS_MILES,
  );
}

export type CategorizedBooking = Pick<
  BookingRow,
  | "is_event"
  | "booking_type"
  | "pickup_location"
  | "pickup_lat"
  | "pickup_lng"
  | "dropoff_location"
  | "dropoff_lat"
  | "dropoff_lng"
>;

/**
 * The FAQ's categories, in this order of precedence: an event the administrator marked, an
 * hourly hire, a ride to or from an airport, anything else is business travel.
 */
export function commissionCategoryOf(booking: CategorizedBooking): CommissionCategory {
  if (booking.is_event) return "events_occasions";
  if (booking.booking_type === "hourly") return "hourly_charter";
  const pickup = {
    location: booking.pickup_location,
    lat: booking.pickup_lat,
    lng: booking.pickup_lng,
  };
  const dropoff = {
    location: booking.dropoff_location,
    lat: booking.dropoff_lat,
    lng: booking.dropoff_lng,
  };
  if (isAirportPlace(pickup) || isAirportPlace(dropoff)) return "airport_transfers";
  return "business_travel";
}

/** The partner's rate column for a category. */
export const RATE_COLUMN = {
  airport_transfers: "rate_airport_bps",
  business_travel: "rate_business_bps",
  events_occasions: "rate_events_bps",
  hourly_charter: "rate_hourly_bps",
} as const satisfies Record<CommissionCategory, string>;
