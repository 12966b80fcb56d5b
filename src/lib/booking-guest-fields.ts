/**
 * The booking columns that say who rides and what the chauffeur should know: the guest (when
 * the booker is not the passenger), the flight, the pickup sign and the notes. Bookings are
 * written with them and administrators edit them, always as one group.
 */
export const BOOKING_GUEST_FIELDS = [
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
