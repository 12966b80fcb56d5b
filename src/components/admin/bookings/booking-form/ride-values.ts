/**
 * The booking fields the console's two booking dialogs (Edit Booking, New Booking) share, as the
 * form holds them (text, as inputs give it), and their mapping onto the booking payload the
 * handlers validate with createBookingSchema.
 */
import type { CountryCode } from "@/lib/countries";
import type { RideArea } from "@/lib/service-classes";
import type { ApiFieldErrors } from "@/lib/api-client";
import { EDITABLE_BOOKING_FIELDS } from "@/lib/validations/admin-booking-fields";

export interface RideValues {
  booking_type: "point_to_point" | "hourly";
  destination_country: CountryCode;
  pickup_location: string;
  dropoff_location: string;
  /** The chosen place's name ('The Savoy'), "" for a typed address. */
  pickup_place_name: string;
  dropoff_place_name: string;
  booking_date: string;
  booking_time: string;
  number_of_passengers: string;
  number_of_luggage: string;
  number_of_hours: string;
  ride_area: RideArea;
  service_type: string;
  /** "self" books for the customer, "other" for the guest passenger below. */
  passenger: "self" | "other";
  guest_title: string;
  guest_first_name: string;
  guest_last_name: string;
  guest_email: string;
  guest_phone_number: string;
  flight_number: string;
  pickup_sign: string;
  notes_for_chauffeur: string;
  reference_code: string;
}

export const EMPTY_RIDE: RideValues = {
  booking_type: "point_to_point",
  destination_country: "uk",
  pickup_location: "",
  dropoff_location: "",
  pickup_place_name: "",
  dropoff_place_name: "",
  booking_date: "",
  booking_time: "",
  number_of_passengers: "1",
  number_of_luggage: "0",
  number_of_hours: "4",
  ride_area: "inside",
  service_type: "business_class",
  passenger: "self",
  guest_title: "",
  guest_first_name: "",
  guest_last_name: "",
  guest_email: "",
  guest_phone_number: "",
  flight_number: "",
  pickup_sign: "",
  notes_for_chauffeur: "",
  reference_code: "",
};

/** "" stays absent (the schema says it is required); anything else is the number typed. */
const numberOf = (text: string): number | undefined =>
  text.trim() === "" ? undefined : Number(text);

/** The booking payload (createBookingSchema's input) for the form's ride. */
export function ridePayload(ride: RideValues) {
  const hourly = ride.booking_type === "hourly";
  const guest = ride.passenger === "other";
  const guestText = (value: string) => (guest ? value : null);
  return {
    booking_type: ride.booking_type,
    destination_country: ride.destination_country,
    pickup_location: ride.pickup_location,
    dropoff_location: hourly ? null : ride.dropoff_location,
    pickup_place_name: ride.pickup_place_name || null,
    dropoff_place_name: hourly ? null : ride.dropoff_place_name || null,
    booking_date: ride.booking_date,
    booking_time: ride.booking_time,
    number_of_passengers: numberOf(ride.number_of_passengers),
    number_of_luggage: numberOf(ride.number_of_luggage),
    number_of_hours: hourly ? numberOf(ride.number_of_hours) : null,
    ride_area: hourly ? ride.ride_area : null,
    service_type: ride.service_type,
    is_self_booking: !guest,
    guest_title: guestText(ride.guest_title),
    guest_first_name: guestText(ride.guest_first_name),
    guest_last_name: guestText(ride.guest_last_name),
    guest_email: guestText(ride.guest_email),
    guest_phone_number: guestText(ride.guest_phone_number),
    flight_number: ride.flight_number,
    pickup_sign: ride.pickup_sign,
    notes_for_chauffeur: ride.notes_for_chauffeur,
    reference_code: ride.reference_code,
  };
}

/**
 * The ride as priced: passenger and chauffeur details do not change the price, so a half-typed
 * guest never stops the quote.
 */
export function pricedRidePayload(ride: RideValues) {
  return ridePayload({
    ...ride,
    passenger: "self",
    flight_number: "",
    pickup_sign: "",
    notes_for_chauffeur: "",
    reference_code: "",
  });
}

/** Enough of the ride is filled in to ask the server for a price. */
export function isQuotable(ride: RideValues): boolean {
  const filled = (text: string) => text.trim() !== "";
  return (
    filled(ride.pickup_location) &&
    (ride.booking_type === "hourly"
      ? filled(ride.number_of_hours)
      : filled(ride.dropoff_location)) &&
    filled(ride.booking_date) &&
    filled(ride.booking_time) &&
    filled(ride.number_of_passengers) &&
    filled(ride.number_of_luggage)
  );
}

/** The form's name for a server field: is_self_booking is the passenger choice. */
function rideFieldOf(field: string): string {
  return field === "is_self_booking" ? "passenger" : field;
}

/**
 * Server field errors keyed as the form names its fields: booking fields (bare, or under
 * `booking.` as a nested payload names them) go under `booking.`; `rename` moves the others.
 */
export function formFieldErrors(
  errors: ApiFieldErrors,
  rename: (key: string) => string = (key) => key,
): Record<string, string> {
  const mapped: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const bare = key.startsWith("booking.") ? key.slice("booking.".length) : key;
    const isRide = (EDITABLE_BOOKING_FIELDS as readonly string[]).includes(bare);
    const name = isRide ? `booking.${rideFieldOf(bare)}` : rename(key);
    mapped[name] ??= message;
  }
  return mapped;
}
