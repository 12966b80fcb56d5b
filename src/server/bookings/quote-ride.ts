import "server-only";
import { quoteAllClasses, type RideQuote } from "@/lib/pricing";
import { toQuoteInput, type QuoteRequest } from "@/lib/validations/booking";
import { resolvePlace } from "@/server/places/resolve-place";

type QuotedPlace = QuoteRequest["pickup"];

/**
 * When the browser names the address, its coordinates come from the same lookup a booking uses
 * (`resolvePlace`), so the price shown on the class page is the price the booking will store.
 * Coordinates alone (API clients, addresses the index cannot resolve) are priced as given; a
 * booking for an unresolvable address is refused later with a clear message.
 */
async function serverPlace(
  country: QuoteRequest["destination_country"],
  place: QuotedPlace,
): Promise<{ place: QuotedPlace; city: string | null }> {
  if (!place.address) return { place, city: null };
  const resolved = await resolvePlace({ country, address: place.address });
  return resolved
    ? { place: { ...place, lat: resolved.lat, lng: resolved.lng }, city: resolved.city }
    : { place, city: null };
}

/** The ride area is named after the pickup's town (Toronto, New York), not always London. */
export async function quoteRide(request: QuoteRequest): Promise<RideQuote> {
  const { place: pickup, city } = await serverPlace(request.destination_country, request.pickup);
  if (request.booking_type === "hourly")
    return { ...quoteAllClasses(toQuoteInput({ ...request, pickup })), ride_area_city: city };
  const { place: dropoff } = await serverPlace(request.destination_country, request.dropoff);
  return {
    ...quoteAllClasses(toQuoteInput({ ...request, pickup, dropoff })),
    ride_area_city: city,
  };
}
