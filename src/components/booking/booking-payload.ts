import { api, type ApiResult } from "@/lib/api-client";
import type { CreateBookingInput } from "@/lib/validations/booking";
import type { BookingDraftState } from "./draft-store";

export interface PassengerDetails {
  isSelfBooking: boolean;
  guest?: {
    title: "mr" | "mrs" | "ms" | "dr";
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
  };
  flightNumber?: string;
  pickupSign?: string;
  notes?: string;
  referenceCode?: string;
}

/** The server booking payload for a draft; price, distance and owner are left to the server. */
export function toCreateBookingPayload(
  draft: BookingDraftState,
  details: PassengerDetails,
): CreateBookingInput {
  const ride =
    draft.bookingType === "hourly"
      ? {
          booking_type: "hourly" as const,
          dropoff_location: null,
          number_of_hours: draft.duration ?? 4,
          ride_area: draft.rideArea ?? "inside",
        }
      : {
          booking_type: "point_to_point" as const,
          dropoff_location: draft.dropoffLocation ?? "",
          dropoff_place_name: draft.dropoffPlaceName ?? null,
          number_of_hours: null,
          ride_area: null,
        };
  return {
    ...ride,
    pickup_location: draft.pickupLocation,
    pickup_place_name: draft.pickupPlaceName ?? null,
    destination_country: draft.destinationCountry,
    booking_date: draft.date,
    booking_time: draft.time,
    number_of_passengers: draft.passengers,
    number_of_luggage: draft.luggage,
    service_type: draft.serviceType ?? "business_class",
    is_self_booking: details.isSelfBooking,
    guest_title: details.guest?.title ?? null,
    guest_first_name: details.guest?.firstName ?? null,
    guest_last_name: details.guest?.lastName ?? null,
    guest_email: details.guest?.email ?? null,
    guest_phone_number: details.guest?.phone ?? null,
    flight_number: details.flightNumber || null,
    pickup_sign: details.pickupSign || null,
    notes_for_chauffeur: details.notes || null,
    reference_code: details.referenceCode || null,
    ...(draft.partnerSlug ? { partner_slug: draft.partnerSlug } : {}),
    ...(draft.returnTrip
      ? {
          return_trip: { booking_date: draft.returnTrip.date, booking_time: draft.returnTrip.time },
        }
      : {}),
  };
}

export interface CreatedBooking {
  booking_id: number;
  return_booking: { booking_id: number } | null;
}

/** POSTs the booking once per draft: the draft id is the Idempotency-Key, so a double click is harmless. */
export function postBooking(
  draftId: string,
  payload: CreateBookingInput,
): Promise<ApiResult<CreatedBooking>> {
  return api.post<CreatedBooking>("/api/bookings", {
    json: payload,
    headers: { "idempotency-key": `draft-${draftId}` },
  });
}
