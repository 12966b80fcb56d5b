/**
 * POST /api/bookings: the server booking payload (spec section 3). Objects are strict: a client
 * must never be able to slip in a field the server owns (price, status, user_id) unnoticed.
 */
import { z } from "zod";
import { DEFAULT_COUNTRY } from "@/lib/countries";
import { SERVICE_TYPES } from "@/lib/service-classes";
import { isValidIsoDate } from "@/lib/time-rules";
import {
  BOOKING_LIMITS,
  BOOKING_TIME_MESSAGE,
  GUEST_TITLES,
  RETURN_DATE_TIME_MESSAGE,
} from "./constants";
import {
  blankToNull,
  countrySchema,
  isoDateSchema,
  luggageSchema,
  optionalText,
  passengersSchema,
  placeNameField,
  requiredOr,
  requiredText,
  timeSchema,
} from "./fields";
import { byBookingType } from "./type-rule";
import { phoneField } from "../fields";

const returnTripSchema = z.strictObject(
  {
    booking_date: isoDateSchema(
      RETURN_DATE_TIME_MESSAGE,
      "Invalid return date. Expected format: yyyy-MM-dd",
    ),
    booking_time: timeSchema(RETURN_DATE_TIME_MESSAGE, BOOKING_TIME_MESSAGE),
  },
  {
    error: requiredOr(
      RETURN_DATE_TIME_MESSAGE,
      "Return trip must be an object with booking_date and booking_time",
    ),
  },
);

// Dropped unread, but still bounded: no schema accepts a number without a finite range.
const SERVER_OWNED_LIMIT = 1_000_000_000;
/** What the old browser sends for values only the server may decide; accepted, then dropped. */
const serverOwned = z
  .union([
    z.number().min(-SERVER_OWNED_LIMIT).max(SERVER_OWNED_LIMIT),
    z.string().max(300),
    z.null(),
  ])
  .optional();

const guestRequirements = [
  ["guest_title", "Passenger title is required"],
  ["guest_first_name", "Passenger first name is required"],
  ["guest_last_name", "Passenger last name is required"],
  ["guest_email", "Passenger email is required"],
  ["guest_phone_number", "Passenger phone number is required"],
] as const;

/** The guest passenger's phone: the product's one phone rule, stored in E.164. */
export const guestPhoneSchema = z.preprocess(
  blankToNull,
  phoneField({
    required: "Passenger phone number is required",
    invalid: "Invalid phone number",
  })
    .nullable()
    .optional(),
);

const bookingFields = {
  pickup_location: requiredText("Pickup location", BOOKING_LIMITS.locationLength),
  pickup_place_name: placeNameField("Pickup place name"),
  dropoff_place_name: placeNameField("Dropoff place name"),
  destination_country: countrySchema.default(DEFAULT_COUNTRY),
  booking_date: isoDateSchema(
    "Booking date is required",
    "Invalid booking date. Expected format: yyyy-MM-dd",
  ),
  booking_time: timeSchema("Booking time is required", BOOKING_TIME_MESSAGE),
  number_of_passengers: passengersSchema,
  number_of_luggage: luggageSchema,
  service_type: z.enum(SERVICE_TYPES, {
    error: requiredOr(
      "Service type is required",
      "Service type must be business_class, first_class or business_van",
    ),
  }),
  // The old browser sends 1/0, the new one booleans.
  is_self_booking: z
    .union([z.boolean(), z.literal(1), z.literal(0)], {
      error: requiredOr(
        "Please choose whether the booking is for you or another passenger",
        "is_self_booking must be true, false, 1 or 0",
      ),
    })
    .transform((value) => value === true || value === 1),
  guest_title: z.preprocess(
    (value) => (typeof value === "string" ? blankToNull(value.toLowerCase()) : value),
    z.enum(GUEST_TITLES, "Passenger title must be one of mr, mrs, ms, dr").nullable().optional(),
  ),
  guest_first_name: optionalText("Passenger first name", 100),
  guest_last_name: optionalText("Passenger last name", 100),
  guest_email: z.preprocess(
    blankToNull,
    z.email("Invalid email address").max(254, "Invalid email address").nullable().optional(),
  ),
  guest_phone_number: guestPhoneSchema,
  flight_number: optionalText("Flight number", BOOKING_LIMITS.flightNumberLength),
  pickup_sign: optionalText("Pickup sign", BOOKING_LIMITS.pickupSignLength),
  notes_for_chauffeur: optionalText("Notes for the chauffeur", BOOKING_LIMITS.notesLength),
  reference_code: optionalText("Reference code", BOOKING_LIMITS.referenceCodeLength),
  return_trip: returnTripSchema.optional(),
  // The guest page a booking started on (/p/{slug}); the server resolves it to an Active
  // partner, so the browser names a page, never a partner id.
  partner_slug: z
    .string("Invalid partner page")
    .max(60, "Invalid partner page")
    .regex(/^[a-z0-9-]+$/, "Invalid partner page")
    .nullable()
    .optional(),
  price: serverOwned,
  distance_travelled: serverOwned,
  user_id: serverOwned,
  status: serverOwned,
  cost_center: serverOwned,
};

const dropoffLocation = (required: string) =>
  z.preprocess(
    blankToNull,
    requiredText("Dropoff location", BOOKING_LIMITS.locationLength, required),
  );

export const createBookingSchema = byBookingType(bookingFields, {
  key: "dropoff_location",
  label: "Dropoff location",
  schema: dropoffLocation,
})
  .superRefine((booking, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message });
    if (!booking.is_self_booking) {
      for (const [field, message] of guestRequirements)
        if (booking[field] == null) issue(field, message);
    }
    const returnTrip = booking.return_trip;
    // Same-zone wall-clock strings compare correctly as text ("yyyy-MM-dd HH:mm:ss").
    if (
      returnTrip &&
      isValidIsoDate(booking.booking_date) &&
      isValidIsoDate(returnTrip.booking_date) &&
      `${returnTrip.booking_date} ${returnTrip.booking_time}` <=
        `${booking.booking_date} ${booking.booking_time}`
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["return_trip", "booking_date"],
        message: "Return pickup must be after the outbound pickup",
      });
    }
  })
  // Rebuilt field by field so server-owned values never reach the domain, and absent means null.
  .transform((booking) => {
    const hourly = booking.booking_type === "hourly";
    const guest = booking.is_self_booking ? null : booking;
    return {
      booking_type: booking.booking_type,
      pickup_location: booking.pickup_location,
      dropoff_location: hourly ? null : booking.dropoff_location,
      pickup_place_name: booking.pickup_place_name ?? null,
      dropoff_place_name: hourly ? null : (booking.dropoff_place_name ?? null),
      destination_country: booking.destination_country,
      booking_date: booking.booking_date,
      booking_time: booking.booking_time,
      number_of_passengers: booking.number_of_passengers,
      number_of_luggage: booking.number_of_luggage,
      number_of_hours: hourly ? booking.number_of_hours : null,
      ride_area: hourly ? booking.ride_area : null,
      service_type: booking.service_type,
      is_self_booking: booking.is_self_booking,
      guest_title: guest?.guest_title ?? null,
      guest_first_name: guest?.guest_first_name ?? null,
      guest_last_name: guest?.guest_last_name ?? null,
      guest_email: guest?.guest_email ?? null,
      guest_phone_number: guest?.guest_phone_number ?? null,
      flight_number: booking.flight_number ?? null,
      pickup_sign: booking.pickup_sign ?? null,
      notes_for_chauffeur: booking.notes_for_chauffeur ?? null,
      reference_code: booking.reference_code ?? null,
      return_trip: booking.return_trip ?? null,
      partner_slug: booking.partner_slug ?? null,
    };
  });

export type CreateBookingInput = z.input<typeof createBookingSchema>;
export type CreateBookingPayload = z.output<typeof createBookingSchema>;
export type ReturnTrip = z.output<typeof returnTripSchema>;
