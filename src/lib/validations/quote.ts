/** POST /api/quote: prices every class for a ride; nothing is stored. */
import { z } from "zod";
import type { QuoteInput } from "@/lib/pricing";
import { countrySchema, luggageSchema, passengersSchema, placeSchema } from "./booking/fields";
import { byBookingType } from "./booking/type-rule";

export const quoteRequestSchema = byBookingType(
  {
    destination_country: countrySchema,
    pickup: placeSchema("Pickup"),
    number_of_passengers: passengersSchema,
    number_of_luggage: luggageSchema,
  },
  { key: "dropoff", label: "Dropoff", schema: (required) => placeSchema("Dropoff", required) },
).transform((quote) =>
  // Fields of the other booking type were refused; absent ones are dropped here.
  quote.booking_type === "point_to_point"
    ? { ...quote, number_of_hours: undefined, ride_area: undefined }
    : { ...quote, dropoff: undefined },
);

export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;
export type QuoteRequest = z.output<typeof quoteRequestSchema>;

/** Maps a parsed quote request onto the pricing input. */
export function toQuoteInput(quote: QuoteRequest): QuoteInput {
  const party = { passengers: quote.number_of_passengers, luggage: quote.number_of_luggage };
  if (quote.booking_type === "point_to_point") {
    return {
      booking_type: "point_to_point",
      pickup: { lat: quote.pickup.lat, lng: quote.pickup.lng },
      dropoff: { lat: quote.dropoff.lat, lng: quote.dropoff.lng },
      ...party,
    };
  }
  return {
    booking_type: "hourly",
    hours: quote.number_of_hours,
    ride_area: quote.ride_area,
    ...party,
  };
}
