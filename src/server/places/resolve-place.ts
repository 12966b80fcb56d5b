import "server-only";
import { getServerConfig } from "@/env";
import type { CountryCode } from "@/lib/countries";
import { geocodeWithGoogle } from "./google-places";
import { findOfflinePlace, type ResolvedPlace } from "./offline-place-index";

/**
 * Turns the address text a booking carries into coordinates and a time zone on the server.
 * Null means the address is unknown; callers refuse the booking rather than guess a price.
 */
export async function resolvePlace(input: {
  country: CountryCode;
  address: string;
}): Promise<ResolvedPlace | null> {
  const places = getServerConfig().places;
  if (places.kind === "google")
    return geocodeWithGoogle(places.serverKey, input.country, input.address);
  return findOfflinePlace(input.country, input.address);
}
