/**
 * Where the address field's suggestions come from. `offline` is the site's own `/api/places`
 * (Google Places on the server with a server key, otherwise the offline place index). The
 * browser Google path lives in `google-places-bridge.tsx`, which is only ever imported lazily.
 */
import type { LatLng } from "@/components/booking/draft-store";
import { api } from "@/lib/api-client";
import type { CountryCode } from "@/lib/countries";
import type { PlaceSuggestionDto } from "@/lib/validations/places";

export const GOOGLE_MAPS_LOAD_ERROR = "The Google Maps JavaScript API could not load.";
export const PLACES_LOAD_ERROR = "Failed to load location search. Please try again.";

/** A Google prediction has no coordinates until it is chosen and looked up. */
export interface PlaceSuggestion extends Omit<PlaceSuggestionDto, "lat" | "lng"> {
  lat: number | null;
  lng: number | null;
}

export interface ResolvedPlace {
  address: string;
  coordinates: LatLng;
}

export interface PlacesSource {
  search(country: CountryCode, query: string, signal: AbortSignal): Promise<PlaceSuggestion[]>;
  /** The chosen suggestion's full address and coordinates (looked up for Google predictions). */
  resolve(place: PlaceSuggestion): Promise<ResolvedPlace>;
}

export const offlinePlacesSource: PlacesSource = {
  async search(country, query, signal) {
    const params = new URLSearchParams({ country, q: query });
    const result = await api.get<PlaceSuggestionDto[]>(`/api/places?${params}`, { signal });
    if (result.ok) return result.data;
    // A refused query has no suggestions; an outage throws so the field keeps its last list.
    if (result.status >= 400 && result.status < 500) return [];
    throw new Error(result.message);
  },
  async resolve(place) {
    if (place.lat === null || place.lng === null) throw new Error("Suggestion without coordinates");
    return { address: place.address, coordinates: { lat: place.lat, lng: place.lng } };
  },
};

/** Toasts only on failures, so sonner is fetched then rather than shipped with the home page. */
export function toastError(message: string, id?: string): void {
  void import("sonner").then(({ toast }) =>
    id ? toast.error(message, { id }) : toast.error(message),
  );
}

export interface PlacesConfig {
  provider: "google" | "offline";
  browserKey: string | null;
}

let configRequest: Promise<PlacesConfig> | undefined;

/**
 * Asked once per page on the first focus of an address field, so the static home page needs no
 * build-time key and nothing is requested before the user interacts. Any failure means offline.
 */
export function loadPlacesConfig(): Promise<PlacesConfig> {
  configRequest ??= api.get<PlacesConfig>("/api/places/config").then((result) => {
    if (result.ok && result.data.provider === "google" && result.data.browserKey)
      return { provider: "google" as const, browserKey: result.data.browserKey };
    if (!result.ok) configRequest = undefined; // try again on the next focus
    return { provider: "offline" as const, browserKey: null };
  });
  return configRequest;
}

/** For tests: forget the cached configuration. */
export function resetPlacesConfigForTests(): void {
  configRequest = undefined;
}
