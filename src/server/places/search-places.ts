import "server-only";
import { getServerConfig } from "@/env";
import type { CountryCode } from "@/lib/countries";
import { searchWithGoogle } from "./google-places";
import { searchOfflinePlaces, type PlaceSuggestion } from "./offline-place-index";

/** Suggestions for the address field from the configured adapter; an empty query gives the default airports. */
export async function searchPlaces(input: {
  country: CountryCode;
  query: string;
}): Promise<PlaceSuggestion[]> {
  const places = getServerConfig().places;
  if (places.kind === "google" && input.query !== "")
    return searchWithGoogle(places.serverKey, input.country, input.query);
  return searchOfflinePlaces(input.country, input.query);
}
