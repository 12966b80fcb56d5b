"use client";

import { api } from "@/lib/api-client";
import type { RideQuote } from "@/lib/pricing";
import { quoteRequestBody } from "@/lib/quote-request-body";
import type { PlaceSuggestionDto } from "@/lib/validations/places";
import type { BookingDraftState, LatLng } from "./draft-store";

export const DISTANCE_FAILED_MESSAGE = "Failed to calculate distance. Please try again.";

/** Typed-in addresses have no coordinates yet: the place search's best match supplies them. */
async function coordinatesFor(
  draft: BookingDraftState,
  address: string,
  known?: LatLng,
): Promise<LatLng> {
  if (known) return known;
  const params = new URLSearchParams({ country: draft.destinationCountry, q: address });
  const result = await api.get<PlaceSuggestionDto[]>(`/api/places?${params}`);
  const best = result.ok ? result.data[0] : undefined;
  if (!best) throw new Error(DISTANCE_FAILED_MESSAGE);
  return { lat: best.lat, lng: best.lng };
}

/** Asks the server to price every class for the draft's ride. */
export async function fetchQuote(
  draft: BookingDraftState,
): Promise<{ quote: RideQuote; pickup: LatLng; dropoff?: LatLng }> {
  const pickup = await coordinatesFor(draft, draft.pickupLocation, draft.pickupCoordinates);
  const dropoff =
    draft.bookingType === "point_to_point" && draft.dropoffLocation
      ? await coordinatesFor(draft, draft.dropoffLocation, draft.dropoffCoordinates)
      : undefined;
  const result = await api.post<RideQuote>("/api/quote", {
    json: quoteRequestBody(draft, pickup, dropoff),
    fallbackMessage: DISTANCE_FAILED_MESSAGE,
  });
  if (!result.ok) {
    // A refused ride (4xx) says why; anything the server could not do says what the spec says.
    const refused = result.status >= 400 && result.status < 500;
    throw new Error(refused ? result.message : DISTANCE_FAILED_MESSAGE);
  }
  return { quote: result.data, pickup, dropoff };
}
