import type { RideQuote } from "@/lib/pricing";
import type { QuoteRequestInput } from "@/lib/validations/quote";

// The body is checked by quoteRequestSchema where it is received; a point-to-point draft
// without its dropoff still goes, to be refused with the schema's message.

interface Point {
  lat: number;
  lng: number;
}

/** A quote with the points it priced, as the class page keeps it. */
export interface DraftQuote {
  quote: RideQuote;
  pickup: Point;
  dropoff?: Point;
}

/** The parts of a booking draft a quote needs (lib/booking-draft has the whole). */
export interface QuotedDraft {
  bookingType: "point_to_point" | "hourly";
  destinationCountry: QuoteRequestInput["destination_country"];
  pickupLocation: string;
  dropoffLocation?: string;
  passengers: number;
  luggage: number;
  duration?: number;
  rideArea?: "inside" | "outside";
}

/**
 * POST /api/quote's body for a draft whose places have coordinates: one builder for the class
 * page in the browser and the same page rendered on the server, so both price the same ride.
 * The addresses go with the coordinates so the server prices from the points the booking keeps.
 */
export function quoteRequestBody(draft: QuotedDraft, pickup: Point, dropoff?: Point) {
  const pickupPlace = { ...pickup, address: draft.pickupLocation };
  if (draft.bookingType === "hourly")
    return {
      booking_type: "hourly",
      destination_country: draft.destinationCountry,
      pickup: pickupPlace,
      number_of_hours: draft.duration ?? 4,
      ride_area: draft.rideArea ?? "inside",
      number_of_passengers: draft.passengers,
      number_of_luggage: draft.luggage,
    };
  return {
    booking_type: "point_to_point",
    destination_country: draft.destinationCountry,
    pickup: pickupPlace,
    dropoff:
      dropoff && draft.dropoffLocation ? { ...dropoff, address: draft.dropoffLocation } : undefined,
    number_of_passengers: draft.passengers,
    number_of_luggage: draft.luggage,
  };
}
