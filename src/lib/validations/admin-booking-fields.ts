import { BOOKING_GUEST_FIELDS } from "@/lib/booking-guest-fields";
/**
 * The booking fields an administrator edits, without zod: the console's forms name their fields
 * (and map the server's field errors) by this list without loading the schema library.
 */
/** The booking fields an administrator edits; each goes through createBookingSchema's rules. */
export const EDITABLE_BOOKING_FIELDS = [
  "booking_type",
  "pickup_location",
  "dropoff_location",
  "pickup_place_name",
  "dropoff_place_name",
  "destination_country",
  "booking_date",
  "booking_time",
  "number_of_passengers",
  "number_of_luggage",
  "number_of_hours",
  "ride_area",
  "service_type",
  "is_self_booking",
  ...BOOKING_GUEST_FIELDS,
] as const;
export type EditableBookingField = (typeof EDITABLE_BOOKING_FIELDS)[number];
