/**
 * Booking limits and messages without zod, so the home page's form can show its fields without
 * shipping the validation library (it loads the schema on submit). `booking.ts` re-exports these.
 */
export const BOOKING_TYPES = ["point_to_point", "hourly"] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];
export const GUEST_TITLES = ["mr", "mrs", "ms", "dr"] as const;
export type GuestTitle = (typeof GUEST_TITLES)[number];

export const BOOKING_LIMITS = {
  passengers: { min: 1, max: 8 },
  luggage: { min: 0, max: 8 },
  hours: { min: 1, max: 24, default: 4 },
  locationLength: 300,
  notesLength: 1000,
  flightNumberLength: 20,
  pickupSignLength: 100,
  referenceCodeLength: 50,
} as const;

export const REQUIRED_FIELDS_MESSAGE = "Please fill in all required fields";
export const BOOKING_TIME_MESSAGE = "Invalid booking time format. Expected format: HH:mm:ss";
export const RETURN_DATE_TIME_MESSAGE = "Please select return date and time";
