"use client";

import type { CountryCode } from "@/lib/countries";
import type { BookingTab } from "@/lib/booking-events";
import { REQUIRED_FIELDS_MESSAGE } from "@/lib/validations/booking-constants";
import { newDraftId, writeDraft, type LatLng } from "./draft-store";

export interface FormValues {
  country: CountryCode;
  pickup: string;
  pickupCoordinates?: LatLng;
  dropoff: string;
  dropoffCoordinates?: LatLng;
  date: string;
  time: string;
  passengers: string;
  luggage: string;
  duration: string;
  rideArea: "inside" | "outside";
}

/**
 * Validates the home form with the shared draft schema and stores the draft. Answers the next
 * URL, or the message to show. The schema is imported here, on submit, so zod and the date rules
 * stay out of the home page's first download.
 */
export async function saveFormDraft(
  tab: BookingTab,
  values: FormValues,
  partnerSlug?: string,
): Promise<{ next: string } | { error: string }> {
  const { bookingDraftSchema } = await import("@/lib/validations/booking");
  const hourly = tab === "hourly";
  const result = bookingDraftSchema.safeParse({
    bookingType: tab,
    destinationCountry: values.country,
    pickupLocation: values.pickup,
    dropoffLocation: hourly ? undefined : values.dropoff,
    pickupCoordinates: values.pickupCoordinates,
    dropoffCoordinates: hourly ? undefined : values.dropoffCoordinates,
    date: values.date,
    time: values.time,
    passengers: values.passengers,
    luggage: values.luggage,
    duration: hourly ? values.duration : undefined,
    rideArea: hourly ? values.rideArea : undefined,
  });
  if (!result.success) {
    const messages = result.error.issues.map((issue) => issue.message);
    return {
      error: messages.includes(REQUIRED_FIELDS_MESSAGE)
        ? REQUIRED_FIELDS_MESSAGE
        : (messages[0] ?? REQUIRED_FIELDS_MESSAGE),
    };
  }
  const { pickupLocation, dropoffLocation, destinationCountry, bookingType, ...rest } = result.data;
  const id = newDraftId();
  writeDraft({
    id,
    status: "Pending",
    bookingType,
    destinationCountry,
    pickupLocation,
    dropoffLocation,
    pickupCoordinates: rest.pickupCoordinates,
    dropoffCoordinates: rest.dropoffCoordinates,
    date: rest.date,
    time: rest.time,
    passengers: rest.passengers,
    luggage: rest.luggage,
    duration: rest.duration,
    rideArea: rest.rideArea,
    ...(partnerSlug ? { partnerSlug } : {}),
  });
  const query = new URLSearchParams({ booking_id: id });
  if (rest.rideArea) query.set("rideArea", rest.rideArea);
  return { next: `/service-class?${query}` };
}
