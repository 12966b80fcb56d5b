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
  "guest_title",
  "guest_first_name",
  "guest_last_name",
  "guest_email",
  "guest_phone_number",
  "flight_number",
  "pickup_sign",
  "notes_for_chauffeur",
  "reference_code",
] as const;
export type EditableBookingField = (typeof EDITABLE_BOOKING_FIELDS)[number];
