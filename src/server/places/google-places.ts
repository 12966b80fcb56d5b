import "server-only";
import { logger } from "@/server/http/logger";
import { COUNTRIES, type CountryCode } from "@/lib/countries";
import { AppError } from "@/server/http/errors";
import type { PlaceSuggestion, ResolvedPlace } from "./offline-place-index";
import { cityFromGoogle } from "./place-city";
import { timeZoneAt } from "./time-zone";

/**
 * Google adapter (used only when both Maps keys are configured). Autocomplete is restricted to
 * the country and to geocode + establishment results, as the spec asks; geocoding turns the
 * chosen formatted address back into coordinates on the server so the browser never decides them.
 */
const TIMEOUT_MS = 5000;

interface AutocompleteResponse {
  suggestions?: {
    placePrediction?: {
      placeId: string;
      text?: { text: string };
      structuredFormat?: { mainText?: { text: string } };
    };
  }[];
}
interface GeocodeResponse {
  status: string;
  results?: {
    formatted_address: string;
    place_id: string;
    address_components?: { long_name: string; types: string[] }[];
    geometry: { location: { lat: number; lng: number } };
  }[];
}

const UNAVAILABLE_MESSAGE = "Failed to load location search. Please try again.";

// A timeout, a dropped connection or a non-JSON answer is Google being unavailable (503, worth a
// retry), never a server error and never "address not found".
async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) throw new AppError("SERVICE_UNAVAILABLE", UNAVAILABLE_MESSAGE);
    return (await response.json()) as T;
  } catch (error) {
    if (error instanceof AppError) throw error;
    logger.error(
      { detail: error instanceof Error ? error.message : String(error) },
      "Google places request failed",
    );
    throw new AppError("SERVICE_UNAVAILABLE", UNAVAILABLE_MESSAGE);
  }
}

// Only these geocoding statuses say something about the address; the others (quota, denied key,
// Google's own errors) mean the service could not answer.
const ADDRESS_STATUSES = new Set(["OK", "ZERO_RESULTS"]);

export async function geocodeWithGoogle(
  serverKey: string,
  country: CountryCode,
  address: string,
): Promise<ResolvedPlace | null> {
  const params = new URLSearchParams({
    address,
    key: serverKey,
    components: `country:${COUNTRIES[country].isoCode}`,
  });
  const body = await fetchJson<GeocodeResponse>(
    `https://maps.googleapis.com/maps/api/geocode/json?${params}`,
  );
  if (!ADDRESS_STATUSES.has(body.status)) {
    logger.error({ googleStatus: body.status }, "Google geocoding refused the request");
    throw new AppError("SERVICE_UNAVAILABLE", UNAVAILABLE_MESSAGE);
  }
  const first = body.status === "OK" ? body.results?.[0] : undefined;
  if (!first) return null;
  const { lat, lng } = first.geometry.location;
  return {
    id: first.place_id,
    name: address,
    address: first.formatted_address,
    lat,
    lng,
    tz: timeZoneAt(lat, lng),
    city: cityFromGoogle(first.address_components),
    // Geocoding answers the street address; the establishment's name is not part of it.
    placeName: null,
  };
}

export async function searchWithGoogle(
  serverKey: string,
  country: CountryCode,
  query: string,
): Promise<PlaceSuggestion[]> {
  const body = await fetchJson<AutocompleteResponse>(
    "https://places.googleapis.com/v1/places:autocomplete",
    {
      method: "POST",
      headers: { "content-type": "application/json", "x-goog-api-key": serverKey },
      body: JSON.stringify({
        input: query,
        includedRegionCodes: [COUNTRIES[country].isoCode.toLowerCase()],
      }),
    },
  );
  const predictions = (body.suggestions ?? [])
    .flatMap((s) => (s.placePrediction ? [s.placePrediction] : []))
    .slice(0, 5);
  // Autocomplete has no coordinates; geocode each so every suggestion has the same shape as offline ones.
  const resolved = await Promise.all(
    predictions.map((p) =>
      p.text?.text ? geocodeWithGoogle(serverKey, country, p.text.text) : Promise.resolve(null),
    ),
  );
  return resolved.flatMap((place, index) =>
    place
      ? [
          {
            id: place.id,
            name: predictions[index]?.structuredFormat?.mainText?.text ?? place.name,
            address: place.address,
            lat: place.lat,
            lng: place.lng,
          },
        ]
      : [],
  );
}
