"use client";

import type { Quote } from "@/lib/pricing";
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
  const response = await fetch(`/api/places?${params}`);
  const body = await readJson<{ data?: PlaceSuggestionDto[] }>(response);
  const best = body?.data?.[0];
  if (!response.ok || !best) throw new Error(DISTANCE_FAILED_MESSAGE);
  return { lat: best.lat, lng: best.lng };
}

/** A proxy's HTML error page or a dropped connection must not surface as "Unexpected token". */
async function readJson<T>(response: Response): Promise<T | null> {
  try {
    return (await response.json()) as T;
  } catch {
    return null;
  }
}

/** Asks the server to price every class for the draft's ride. */
export async function fetchQuote(
  draft: BookingDraftState,
): Promise<{ quote: Quote; pickup: LatLng; dropoff?: LatLng }> {
  const pickup = await coordinatesFor(draft, draft.pickupLocation, draft.pickupCoordinates);
  const dropoff =
    draft.bookingType === "point_to_point" && draft.dropoffLocation
      ? await coordinatesFor(draft, draft.dropoffLocation, draft.dropoffCoordinates)
      : undefined;
  // The address lets the server price from the same coordinates the booking will be stored with.
  const pickupPlace = { ...pickup, address: draft.pickupLocation };
  const dropoffPlace =
    dropoff && draft.dropoffLocation ? { ...dropoff, address: draft.dropoffLocation } : undefined;
  const body =
    draft.bookingType === "hourly"
      ? {
          booking_type: "hourly",
          destination_country: draft.destinationCountry,
          pickup: pickupPlace,
          number_of_hours: draft.duration ?? 4,
          ride_area: draft.rideArea ?? "inside",
          number_of_passengers: draft.passengers,
          number_of_luggage: draft.luggage,
        }
      : {
          booking_type: "point_to_point",
          destination_country: draft.destinationCountry,
          pickup: pickupPlace,
          dropoff: dropoffPlace,
          number_of_passengers: draft.passengers,
          number_of_luggage: draft.luggage,
        };
  const response = await fetch("/api/quote", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = await readJson<{ success: boolean; message?: string; data?: Quote }>(response);
  // A refused ride (4xx) says why; anything the server could not do says what the spec says.
  const refused = response.status >= 400 && response.status < 500;
  if (!response.ok || !json?.data)
    throw new Error((refused && json?.message) || DISTANCE_FAILED_MESSAGE);
  return { quote: json.data, pickup, dropoff };
}
