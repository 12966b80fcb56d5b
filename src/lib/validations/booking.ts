/**
 * One zod schema per booking payload, shared by the forms and the route
 * handlers. Objects are strict: a client must never be able to slip in a field
 * the server owns (price, status, user_id) without it being noticed.
 */
import { z } from "zod";
import { COUNTRIES, COUNTRY_CODES, DEFAULT_COUNTRY } from "@/lib/countries";
import type { QuoteInput } from "@/lib/pricing";
import { DEFAULT_RIDE_AREA, RIDE_AREAS, SERVICE_TYPES } from "@/lib/service-classes";
import {
  isValidIsoDate,
  isValidTime,
  normalizeTime,
  pickupInstant,
  todayInZone,
} from "@/lib/time-rules";

import {
  BOOKING_LIMITS,
  BOOKING_TIME_MESSAGE,
  BOOKING_TYPES,
  GUEST_TITLES,
  REQUIRED_FIELDS_MESSAGE,
  RETURN_DATE_TIME_MESSAGE,
} from "./booking-constants";

// Re-exported so existing imports keep working; zod-free code imports ./booking-constants directly.
export * from "./booking-constants";

type IssueInput = { code?: string; input?: unknown };
/**
 * Tells "missing" apart from "wrong type" in a zod error callback. Unknown-key
 * issues keep zod's own message, which names the offending key.
 */
const requiredOr = (required: string, invalid: string) => (issue: IssueInput) => {
  if (issue.code === "unrecognized_keys") return undefined;
  return issue.input === undefined || issue.input === null ? required : invalid;
};

/** Browsers send "" for untouched optional inputs; treat that as absent and trim the rest. */
const blankToNull = (value: unknown): unknown => {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
};

const requiredText = (label: string, max: number) =>
  z
    .string({ error: requiredOr(`${label} is required`, `${label} must be text`) })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (label: string, max: number) =>
  z.preprocess(
    blankToNull,
    z
      .string(`${label} must be text`)
      .max(max, `${label} must be at most ${max} characters`)
      .nullable()
      .optional(),
  );

const wholeNumber = (label: string, min: number, max: number) => {
  const range = `${label} must be between ${min} and ${max}`;
  return z
    .number({ error: requiredOr(`${label} is required`, `${label} must be a number`) })
    .int(`${label} must be a whole number`)
    .min(min, range)
    .max(max, range);
};

const bookingTypeSchema = z.enum(BOOKING_TYPES, {
  error: requiredOr("Booking type is required", "Booking type must be point_to_point or hourly"),
});
const countrySchema = z.enum(COUNTRY_CODES, {
  error: requiredOr(
    "Destination country is required",
    "Destination country must be uk, canada or america",
  ),
});
const rideAreaSchema = z.enum(RIDE_AREAS, "Ride area must be inside or outside");
const passengersSchema = wholeNumber(
  "Number of passengers",
  BOOKING_LIMITS.passengers.min,
  BOOKING_LIMITS.passengers.max,
);
const luggageSchema = wholeNumber(
  "Number of luggage",
  BOOKING_LIMITS.luggage.min,
  BOOKING_LIMITS.luggage.max,
);
const hoursSchema = wholeNumber(
  "Number of hours",
  BOOKING_LIMITS.hours.min,
  BOOKING_LIMITS.hours.max,
);

const coordinate = (label: string, limit: number) =>
  z
    .number({ error: requiredOr(`${label} is required`, `${label} must be a number`) })
    .min(-limit, `${label} must be between -${limit} and ${limit}`)
    .max(limit, `${label} must be between -${limit} and ${limit}`);

const placeSchema = (label: string) =>
  z.strictObject(
    {
      lat: coordinate("Latitude", 90),
      lng: coordinate("Longitude", 180),
      address: z
        .string("Address must be text")
        .trim()
        .max(300, "Address must be at most 300 characters")
        .optional(),
    },
    { error: requiredOr(`${label} is required`, `${label} must be an object with lat and lng`) },
  );

/** POST /api/quote: prices every class for a ride; nothing is stored. */
export const quoteRequestSchema = z
  .strictObject({
    booking_type: bookingTypeSchema,
    destination_country: countrySchema,
    pickup: placeSchema("Pickup"),
    dropoff: placeSchema("Dropoff").optional(),
    number_of_hours: hoursSchema.optional(),
    ride_area: rideAreaSchema.optional(),
    number_of_passengers: passengersSchema,
    number_of_luggage: luggageSchema,
  })
  .superRefine((quote, ctx) => {
    // Fields of the other booking type are refused rather than ignored: they mean the client is confused.
    if (quote.booking_type === "point_to_point") {
      if (!quote.dropoff)
        ctx.addIssue({
          code: "custom",
          path: ["dropoff"],
          message: "Dropoff is required for point to point bookings",
        });
      if (quote.number_of_hours !== undefined)
        ctx.addIssue({
          code: "custom",
          path: ["number_of_hours"],
          message: "Number of hours is only allowed for hourly bookings",
        });
      if (quote.ride_area !== undefined)
        ctx.addIssue({
          code: "custom",
          path: ["ride_area"],
          message: "Ride area is only allowed for hourly bookings",
        });
    } else {
      if (quote.number_of_hours === undefined)
        ctx.addIssue({
          code: "custom",
          path: ["number_of_hours"],
          message: "Number of hours is required for hourly bookings",
        });
      if (quote.dropoff)
        ctx.addIssue({
          code: "custom",
          path: ["dropoff"],
          message: "Dropoff is not allowed for hourly bookings",
        });
    }
  })
  .transform((quote) => ({
    ...quote,
    ride_area: quote.booking_type === "hourly" ? (quote.ride_area ?? DEFAULT_RIDE_AREA) : undefined,
  }));

/** Maps a parsed quote request onto the pricing input. */
export function toQuoteInput(quote: QuoteRequest): QuoteInput {
  const party = { passengers: quote.number_of_passengers, luggage: quote.number_of_luggage };
  const pickup = { lat: quote.pickup.lat, lng: quote.pickup.lng };
  if (quote.booking_type === "point_to_point") {
    if (!quote.dropoff)
      throw new Error(
        "A point to point quote needs a dropoff; parse it with quoteRequestSchema first",
      );
    return {
      booking_type: "point_to_point",
      pickup,
      dropoff: { lat: quote.dropoff.lat, lng: quote.dropoff.lng },
      ...party,
    };
  }
  if (quote.number_of_hours === undefined)
    throw new Error("An hourly quote needs hours; parse it with quoteRequestSchema first");
  return {
    booking_type: "hourly",
    hours: quote.number_of_hours,
    ride_area: quote.ride_area ?? DEFAULT_RIDE_AREA,
    ...party,
  };
}

const isoDateSchema = (required: string, invalid: string) =>
  z.string({ error: requiredOr(required, invalid) }).refine(isValidIsoDate, invalid);

const timeSchema = (required: string, invalid: string) =>
  z.string({ error: requiredOr(required, invalid) }).transform((value, ctx) => {
    if (isValidTime(value)) return normalizeTime(value);
    ctx.addIssue({ code: "custom", message: invalid });
    return z.NEVER;
  });

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

/** POST /api/bookings: the server booking payload (spec section 3). */
export const createBookingSchema = z
  .strictObject({
    booking_type: bookingTypeSchema,
    pickup_location: requiredText("Pickup location", BOOKING_LIMITS.locationLength),
    dropoff_location: optionalText("Dropoff location", BOOKING_LIMITS.locationLength),
    destination_country: countrySchema.default(DEFAULT_COUNTRY),
    booking_date: isoDateSchema(
      "Booking date is required",
      "Invalid booking date. Expected format: yyyy-MM-dd",
    ),
    booking_time: timeSchema("Booking time is required", BOOKING_TIME_MESSAGE),
    number_of_passengers: passengersSchema,
    number_of_luggage: luggageSchema,
    number_of_hours: hoursSchema.nullable().optional(),
    ride_area: rideAreaSchema.nullable().optional(),
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
    guest_phone_number: z.preprocess(
      blankToNull,
      z
        .string("Invalid phone number")
        .regex(/^\+?[\d\s()-]{7,20}$/, "Invalid phone number")
        .nullable()
        .optional(),
    ),
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
  })
  .superRefine((booking, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message });
    if (booking.booking_type === "point_to_point") {
      if (booking.dropoff_location == null)
        issue("dropoff_location", "Dropoff location is required for point to point bookings");
      if (booking.number_of_hours != null)
        issue("number_of_hours", "Number of hours is only allowed for hourly bookings");
      if (booking.ride_area != null)
        issue("ride_area", "Ride area is only allowed for hourly bookings");
    } else {
      if (booking.number_of_hours == null)
        issue("number_of_hours", "Number of hours is required for hourly bookings");
      if (booking.dropoff_location != null)
        issue("dropoff_location", "Dropoff location is not allowed for hourly bookings");
    }
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
      dropoff_location: hourly ? null : (booking.dropoff_location ?? null),
      destination_country: booking.destination_country,
      booking_date: booking.booking_date,
      booking_time: booking.booking_time,
      number_of_passengers: booking.number_of_passengers,
      number_of_luggage: booking.number_of_luggage,
      number_of_hours: hourly ? (booking.number_of_hours ?? null) : null,
      ride_area: hourly ? (booking.ride_area ?? DEFAULT_RIDE_AREA) : null,
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

/** Form inputs give strings; "" means the user left the field empty. */
const formNumber = (label: string, min: number, max: number, unit = "") =>
  z.preprocess(
    (value) =>
      typeof value === "string" ? (value.trim() === "" ? undefined : Number(value)) : value,
    z
      .number({ error: requiredOr(REQUIRED_FIELDS_MESSAGE, `${label} must be a number`) })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be between ${min} and ${max}${unit}`)
      .max(max, `${label} must be between ${min} and ${max}${unit}`),
  );
const formText = z
  .string(REQUIRED_FIELDS_MESSAGE)
  .trim()
  .min(1, REQUIRED_FIELDS_MESSAGE)
  .max(BOOKING_LIMITS.locationLength);
const formCoordinates = z.strictObject({
  lat: coordinate("Latitude", 90),
  lng: coordinate("Longitude", 180),
});

export interface BookingDraftSchemaOptions {
  /** Injected so tests and the server can pin "now". */
  now?: () => Date;
  /** Zone of the pickup; defaults to the chosen country's zone. */
  timeZone?: string;
}

/** The home Point to Point and Book by Hour forms (client side). */
export function createBookingDraftSchema(options: BookingDraftSchemaOptions = {}) {
  const now = options.now ?? (() => new Date());
  return z
    .strictObject({
      bookingType: z.enum(BOOKING_TYPES, REQUIRED_FIELDS_MESSAGE),
      destinationCountry: z.enum(COUNTRY_CODES, REQUIRED_FIELDS_MESSAGE),
      pickupLocation: formText,
      dropoffLocation: z.preprocess(blankToNull, formText.nullable().optional()),
      pickupCoordinates: formCoordinates.optional(),
      dropoffCoordinates: formCoordinates.optional(),
      date: z
        .string(REQUIRED_FIELDS_MESSAGE)
        .min(1, { error: REQUIRED_FIELDS_MESSAGE, abort: true })
        .refine(isValidIsoDate, "Please choose a valid date"),
      time: z
        .string(REQUIRED_FIELDS_MESSAGE)
        .min(1, { error: REQUIRED_FIELDS_MESSAGE, abort: true })
        .refine(isValidTime, "Please choose a valid time"),
      passengers: formNumber(
        "Passengers",
        BOOKING_LIMITS.passengers.min,
        BOOKING_LIMITS.passengers.max,
      ),
      luggage: formNumber("Luggage", BOOKING_LIMITS.luggage.min, BOOKING_LIMITS.luggage.max),
      duration: formNumber(
        "Duration",
        BOOKING_LIMITS.hours.min,
        BOOKING_LIMITS.hours.max,
        " hours",
      ).optional(),
      rideArea: z.enum(RIDE_AREAS, REQUIRED_FIELDS_MESSAGE).optional(),
    })
    .superRefine((draft, ctx) => {
      if (draft.bookingType === "point_to_point" && draft.dropoffLocation == null) {
        ctx.addIssue({
          code: "custom",
          path: ["dropoffLocation"],
          message: REQUIRED_FIELDS_MESSAGE,
        });
      }
      if (draft.bookingType === "hourly" && draft.duration === undefined) {
        ctx.addIssue({ code: "custom", path: ["duration"], message: REQUIRED_FIELDS_MESSAGE });
      }
      // Field checks do not stop this refinement, so an invalid date or time must be skipped here.
      if (!isValidIsoDate(draft.date) || !isValidTime(draft.time)) return;
      const zone = options.timeZone ?? COUNTRIES[draft.destinationCountry].defaultTimeZone;
      const current = now();
      if (draft.date < todayInZone(zone, current)) {
        ctx.addIssue({
          code: "custom",
          path: ["date"],
          message: "Pickup date cannot be in the past",
        });
      } else if (pickupInstant(draft.date, draft.time, zone).getTime() < current.getTime()) {
        ctx.addIssue({
          code: "custom",
          path: ["time"],
          message: "Pickup time cannot be in the past",
        });
      }
    })
    .transform((draft) => {
      // The form keeps both tabs' values; only the chosen tab's fields travel on.
      const hourly = draft.bookingType === "hourly";
      return {
        ...draft,
        time: normalizeTime(draft.time),
        dropoffLocation: hourly ? undefined : (draft.dropoffLocation ?? undefined),
        dropoffCoordinates: hourly ? undefined : draft.dropoffCoordinates,
        duration: hourly ? draft.duration : undefined,
        rideArea: hourly ? (draft.rideArea ?? DEFAULT_RIDE_AREA) : undefined,
      };
    });
}

export const bookingDraftSchema = createBookingDraftSchema();

export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;
export type QuoteRequest = z.output<typeof quoteRequestSchema>;
export type CreateBookingInput = z.input<typeof createBookingSchema>;
export type CreateBookingPayload = z.output<typeof createBookingSchema>;
export type ReturnTrip = z.output<typeof returnTripSchema>;
export type BookingDraftInput = z.input<typeof bookingDraftSchema>;
export type BookingDraft = z.output<typeof bookingDraftSchema>;
