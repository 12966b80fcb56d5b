import "server-only";
import { quoteAllClasses, type Quote } from "@/lib/pricing";
import { toQuoteInput, type QuoteRequest } from "@/lib/validations/booking";
import { resolvePlace } from "@/server/places/resolve-place";

type QuotedPlace = QuoteRequest["pickup"];

/**
 * When the browser names the address, its coordinates come from the same lookup a booking uses
 * (`resolvePlace`), so the price shown on the class page is the price the booking will store.
 * Coordinates alone (API clients, addresses the index cannot resolve) are priced as given; a
 * booking for an unresolvable address is refused later with a clear message.
 */
async function serverCoordinates(
  country: QuoteRequest["destination_country"],
  place: QuotedPlace,
): Promise<QuotedPlace> {
  if (!place.address) return place;
  const resolved = await resolvePlace({ country, address: place.address });
  return resolved ? { ...place, lat: resolved.lat, lng: resolved.lng } : place;
}

export async function quoteRide(request: QuoteRequest): Promise<Quote> {
  const pickup = await serverCoordinates(request.destination_country, request.pickup);
  if (request.booking_type === "hourly")
    return quoteAllClasses(toQuoteInput({ ...request, pickup }));
  const dropoff = await serverCoordinates(request.destination_country, request.dropoff);
  return quoteAllClasses(toQuoteInput({ ...request, pickup, dropoff }));
}
