/// <reference types="google.maps" />
"use client";

/**
 * Loaded with `import()` only after an address field is focused and the server reports a browser
 * key, so neither this module, `@vis.gl/react-google-maps` nor Google's script is part of the home
 * page. It renders nothing visible: it loads the Maps JavaScript API with the Places library and
 * hands a `PlacesSource` backed by it to the address field.
 */
import { useEffect, useState } from "react";
import { APIProvider, useMapsLibrary } from "@vis.gl/react-google-maps";
import { COUNTRIES } from "@/lib/countries";
import type { PlaceSuggestion, PlacesSource, ResolvedPlace } from "./places-source";

/** Growing pauses before each of the 3 retries after the script fails to load. */
export const GOOGLE_RETRY_DELAYS_MS = [500, 1000, 2000] as const;
/** Geocodes (addresses, towns, airports as areas) and establishments (stations, hotels, venues). */
export const GOOGLE_PLACE_TYPES = ["geocode", "establishment"];

export interface GooglePlacesBridgeProps {
  apiKey: string;
  onReady: (source: PlacesSource) => void;
  onFailed: () => void;
  retryDelaysMs?: readonly number[];
}

export default function GooglePlacesBridge({
  apiKey,
  onReady,
  onFailed,
  retryDelaysMs = GOOGLE_RETRY_DELAYS_MS,
}: GooglePlacesBridgeProps) {
  const [attempt, setAttempt] = useState(0);
  const [waiting, setWaiting] = useState(false);

  const handleError = () => {
    if (attempt >= retryDelaysMs.length) {
      onFailed();
      return;
    }
    setWaiting(true);
    // Remounting the provider re-runs importLibrary, which injects a fresh script after a failure.
    setTimeout(() => {
      setWaiting(false);
      setAttempt((current) => current + 1);
    }, retryDelaysMs[attempt]);
  };

  if (waiting) return null;
  return (
    <APIProvider key={attempt} apiKey={apiKey} libraries={["places"]} onError={handleError}>
      <PlacesLibraryReporter onReady={onReady} />
    </APIProvider>
  );
}

function PlacesLibraryReporter({ onReady }: { onReady: (source: PlacesSource) => void }) {
  const places = useMapsLibrary("places");
  useEffect(() => {
    if (places) onReady(createGooglePlacesSource(places));
  }, [places, onReady]);
  return null;
}

type PlacesLibrary = google.maps.PlacesLibrary;

export function createGooglePlacesSource(places: PlacesLibrary): PlacesSource {
  // One session token per search-then-choose sequence, as Google bills autocomplete by session.
  let sessionToken: google.maps.places.AutocompleteSessionToken | undefined;
  const token = () => {
    if (!sessionToken && places.AutocompleteSessionToken)
      sessionToken = new places.AutocompleteSessionToken();
    return sessionToken;
  };

  return {
    async search(country, query, signal) {
      const regionCode = COUNTRIES[country].isoCode;
      let results: PlaceSuggestion[];
      if (places.AutocompleteSuggestion?.fetchAutocompleteSuggestions) {
        const { suggestions } = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
          input: query,
          includedRegionCodes: [regionCode],
          includedPrimaryTypes: GOOGLE_PLACE_TYPES,
          sessionToken: token(),
        });
        results = suggestions.flatMap(({ placePrediction: prediction }) =>
          prediction
            ? [
                {
                  id: prediction.placeId,
                  name: prediction.mainText?.text ?? prediction.text.text,
                  address: prediction.text.text,
                  lat: null,
                  lng: null,
                },
              ]
            : [],
        );
      } else {
        // Older Places library without the new API.
        const { predictions } = await new places.AutocompleteService().getPlacePredictions({
          input: query,
          componentRestrictions: { country: regionCode },
          types: GOOGLE_PLACE_TYPES,
          sessionToken: token(),
        });
        results = predictions.map((prediction) => ({
          id: prediction.place_id,
          name: prediction.structured_formatting.main_text,
          address: prediction.description,
          lat: null,
          lng: null,
        }));
      }
      if (signal.aborted) throw new DOMException("Aborted", "AbortError");
      return results;
    },

    async resolve(place): Promise<ResolvedPlace> {
      if (place.lat !== null && place.lng !== null) {
        return { address: place.address, coordinates: { lat: place.lat, lng: place.lng } };
      }
      const resolved = places.Place ? await fetchPlace(places, place) : await geocodePlace(place);
      sessionToken = undefined;
      return resolved;
    },
  };
}

async function fetchPlace(
  places: PlacesLibrary,
  suggestion: PlaceSuggestion,
): Promise<ResolvedPlace> {
  const place = new places.Place({ id: suggestion.id });
  await place.fetchFields({ fields: ["formattedAddress", "location"] });
  if (!place.location) throw new Error("Place without a location");
  return {
    address: place.formattedAddress ?? suggestion.address,
    coordinates: { lat: place.location.lat(), lng: place.location.lng() },
  };
}

async function geocodePlace(suggestion: PlaceSuggestion): Promise<ResolvedPlace> {
  const { results } = await new google.maps.Geocoder().geocode({ placeId: suggestion.id });
  const first = results[0];
  if (!first) throw new Error("Place not found");
  return {
    address: first.formatted_address || suggestion.address,
    coordinates: { lat: first.geometry.location.lat(), lng: first.geometry.location.lng() },
  };
}
