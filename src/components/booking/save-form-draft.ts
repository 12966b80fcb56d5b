"use client";

import type { BookingDraft } from "@/lib/validations/booking/draft";
import { newDraftId, writeDraft } from "./draft-store";

/** Stores the home form's checked draft and answers the service class step's URL. */
export function saveFormDraft(
  draft: BookingDraft,
  pickupTimeZone: string,
  /** On a partner's guest page: the draft carries the page, so the booking is attributed. */
  partnerSlug?: string,
): string {
  const id = newDraftId();
  writeDraft({
    id,
    status: "Pending",
    bookingType: draft.bookingType,
    destinationCountry: draft.destinationCountry,
    pickupLocation: draft.pickupLocation,
    dropoffLocation: draft.dropoffLocation,
    pickupCoordinates: draft.pickupCoordinates,
    dropoffCoordinates: draft.dropoffCoordinates,
    pickupPlaceName: draft.pickupPlaceName,
    dropoffPlaceName: draft.dropoffPlaceName,
    pickupTimeZone,
    date: draft.date,
    time: draft.time,
    passengers: draft.passengers,
    luggage: draft.luggage,
    duration: draft.duration,
    rideArea: draft.rideArea,
    ...(partnerSlug ? { partnerSlug } : {}),
  });
  const query = new URLSearchParams({ booking_id: id });
  if (draft.rideArea) query.set("rideArea", draft.rideArea);
  return `/service-class?${query}`;
}
