/**
 * Edit Booking's form values and the PUT /api/bookings/{id} body built from them: the ride
 * (shared with New Booking) plus what only an edit sets, the status, the event flag and a manual
 * price with its reason.
 */
import type { Path } from "react-hook-form";
import type { BookingStatus } from "@/lib/booking-status";
import type { CountryCode } from "@/lib/countries";
import type { AdminBooking } from "../admin-booking-types";
import { EMPTY_RIDE, ridePayload, type RideValues } from "./booking-form/ride-values";

export interface EditBookingValues {
  booking: RideValues;
  status: BookingStatus;
  is_event: boolean;
  manual_price: string;
  price_reason: string;
}

export const EDIT_FIELD_NAMES = [
  ...(Object.keys(EMPTY_RIDE) as (keyof RideValues)[]).map((field) => `booking.${field}` as const),
  "status",
  "is_event",
  "manual_price",
  "price_reason",
] as const satisfies readonly Path<EditBookingValues>[];

/** The booking as the form shows it. */
export function editValuesOf(booking: AdminBooking): EditBookingValues {
  const text = (value: string | null | undefined) => value ?? "";
  return {
    booking: {
      booking_type: booking.booking_type,
      destination_country: booking.destination_country as CountryCode,
      pickup_location: booking.pickup_location,
      dropoff_location: text(booking.dropoff_location),
      pickup_place_name: text(booking.pickup_place_name),
      dropoff_place_name: text(booking.dropoff_place_name),
      booking_date: booking.booking_date,
      booking_time: booking.booking_time.slice(0, 5),
      number_of_passengers: String(booking.number_of_passengers),
      number_of_luggage: String(booking.number_of_luggage),
      number_of_hours: String(booking.number_of_hours ?? EMPTY_RIDE.number_of_hours),
      ride_area: booking.ride_area ?? EMPTY_RIDE.ride_area,
      service_type: booking.service_type,
      passenger: booking.is_self_booking ? "self" : "other",
      guest_title: text(booking.guest_title),
      guest_first_name: text(booking.guest_first_name),
      guest_last_name: text(booking.guest_last_name),
      guest_email: text(booking.guest_email),
      guest_phone_number: text(booking.guest_phone_number),
      flight_number: text(booking.flight_number),
      pickup_sign: text(booking.pickup_sign),
      notes_for_chauffeur: text(booking.notes_for_chauffeur),
      reference_code: text(booking.reference_code),
    },
    status: booking.status,
    is_event: booking.is_event ?? false,
    manual_price: "",
    price_reason: "",
  };
}

/** The PUT body: the editable fields; a manual price only when one is typed. */
export function editBody(values: EditBookingValues) {
  const manual = values.manual_price.trim();
  return {
    ...ridePayload(values.booking),
    status: values.status,
    is_event: values.is_event,
    ...(manual ? { manual_price: Number(manual), price_reason: values.price_reason } : {}),
  };
}

/**
 * What to re-quote: null while the form still holds the booking as it is. The reason a manual
 * price needs is asked for on save, not to price it, so the quote stands in a placeholder.
 */
export function quoteBody(values: EditBookingValues, initial: EditBookingValues) {
  const body = editBody(values);
  if (JSON.stringify(body) === JSON.stringify(editBody(initial))) return null;
  return "manual_price" in body
    ? { ...body, price_reason: body.price_reason?.trim() || "Price being quoted" }
    : body;
}
