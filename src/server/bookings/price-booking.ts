import "server-only";
import { priceLines, type PriceLine, type TariffInput } from "@/lib/price-lines";
import { quoteClass, routeMiles, type QuoteInput } from "@/lib/pricing";
import type { CreateBookingPayload } from "@/lib/validations/booking";
import { AppError } from "@/server/http/errors";
import { keptPlaceName } from "@/server/places/place-name";
import { resolvePlace } from "@/server/places/resolve-place";
import type { ResolvedPlace } from "@/server/places/offline-place-index";

export interface PricedBooking {
  pickup: ResolvedPlace;
  dropoff: ResolvedPlace | null;
  pricePence: number;
  /** How the price is made; snapshotted on the booking with it. */
  priceLines: PriceLine[];
  cars: number;
  distanceMiles: number | null;
  /** The chosen places' names the server agrees with (see keptPlaceName); null for plain addresses. */
  placeNames: { pickup_place_name: string | null; dropoff_place_name: string | null };
}

async function resolveOrFail(
  country: CreateBookingPayload["destination_country"],
  address: string,
  field: string,
  label: string,
) {
  const place = await resolvePlace({ country, address });
  if (!place) {
    const message = `${label} could not be found. Please choose an address from the suggestions.`;
    throw new AppError("VALIDATION", message, { errors: { [field]: message } });
  }
  return place;
}

/**
 * The server's own price: coordinates come from the place index (or Google), never the browser,
 * and the pricing module decides the amount for the chosen class.
 */
export async function priceBooking(payload: CreateBookingPayload): Promise<PricedBooking> {
  const pickup = await resolveOrFail(
    payload.destination_country,
    payload.pickup_location,
    "pickup_location",
    "Pickup location",
  );
  const dropoff =
    payload.booking_type === "point_to_point" && payload.dropoff_location
      ? await resolveOrFail(
          payload.destination_country,
          payload.dropoff_location,
          "dropoff_location",
          "Dropoff location",
        )
      : null;
  const party = { passengers: payload.number_of_passengers, luggage: payload.number_of_luggage };
  const input: QuoteInput = dropoff
    ? { booking_type: "point_to_point", pickup, dropoff, ...party }
    : {
        booking_type: "hourly",
        hours: payload.number_of_hours ?? 4,
        ride_area: payload.ride_area ?? "inside",
        ...party,
      };
  const quote = quoteClass(input, payload.service_type);
  // The unrounded route, exactly as pricing.ts priced it, so the lines need no rounding fix.
  const tariff: TariffInput =
    input.booking_type === "point_to_point"
      ? {
          bookingType: "point_to_point",
          miles: routeMiles(input.pickup, input.dropoff),
          serviceType: payload.service_type,
          cars: quote.cars,
        }
      : {
          bookingType: "hourly",
          hours: input.hours,
          rideArea: input.ride_area,
          serviceType: payload.service_type,
          cars: quote.cars,
        };
  return {
    pickup,
    dropoff,
    pricePence: quote.price_pence,
    priceLines: priceLines({ ...tariff, totalPence: quote.price_pence }),
    cars: quote.cars,
    distanceMiles: quote.distance_miles,
    placeNames: {
      pickup_place_name: keptPlaceName({
        sent: payload.pickup_place_name,
        place: pickup,
        location: payload.pickup_location,
      }),
      dropoff_place_name: keptPlaceName({
        sent: payload.dropoff_place_name,
        place: dropoff,
        location: payload.dropoff_location,
      }),
    },
  };
}
