/**
 * Field rules shared by the booking payloads (quote, booking, draft), so each field's limits and
 * messages are written once.
 */
import { z } from "zod";
import { COUNTRY_CODES } from "@/lib/countries";
import { RIDE_AREAS } from "@/lib/service-classes";
import { PLACE_NAME_MAX_LENGTH } from "@/lib/place-label";
import { isValidIsoDate, isValidTime, normalizeTime } from "@/lib/time-rules";
import { BOOKING_LIMITS, BOOKING_TYPES } from "./constants";

type IssueInput = { code?: string; input?: unknown };
/**
 * Tells "missing" apart from "wrong type" in a zod error callback. Unknown-key
 * issues keep zod's own message, which names the offending key.
 */
export const requiredOr = (required: string, invalid: string) => (issue: IssueInput) => {
  if (issue.code === "unrecognized_keys") return undefined;
  return issue.input === undefined || issue.input === null ? required : invalid;
};

/** Browsers send "" for untouched optional inputs; treat that as absent and trim the rest. */
export const blankToNull = (value: unknown): unknown => {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
};

export const requiredText = (label: string, max: number, required = `${label} is required`) =>
  z
    .string({ error: requiredOr(required, `${label} must be text`) })
    .trim()
    .min(1, required)
    .max(max, `${label} must be at most ${max} characters`);

export const optionalText = (label: string, max: number) =>
  z.preprocess(
    blankToNull,
    z
      .string(`${label} must be text`)
      .max(max, `${label} must be at most ${max} characters`)
      .nullable()
      .optional(),
  );

// Place names come from Google and the index in any script and punctuation ("Claridge's",
// "Café «Le Monde»"); only control and format characters and markup brackets are refused, since
// the name is shown in every view, e-mail and export.
export const PLACE_NAME_PATTERN = /^[^\p{Cc}\p{Cf}<>]+$/u;

/**
 * The name of the place chosen from the suggestions ('The Savoy'), sent beside its address. The
 * server keeps it only when its own place lookup agrees (see server/places/place-name.ts).
 */
export const placeNameField = (label: string) =>
  z.preprocess(
    blankToNull,
    z
      .string(`${label} must be text`)
      .max(PLACE_NAME_MAX_LENGTH, `${label} must be at most ${PLACE_NAME_MAX_LENGTH} characters`)
      .regex(PLACE_NAME_PATTERN, `${label} contains characters that are not allowed`)
      .nullable()
      .optional(),
  );

export const wholeNumber = (
  label: string,
  min: number,
  max: number,
  required = `${label} is required`,
) => {
  const range = `${label} must be between ${min} and ${max}`;
  return z
    .number({ error: requiredOr(required, `${label} must be a number`) })
    .int(`${label} must be a whole number`)
    .min(min, range)
    .max(max, range);
};

export const bookingTypeSchema = z.enum(BOOKING_TYPES, {
  error: requiredOr("Booking type is required", "Booking type must be point_to_point or hourly"),
});
export const countrySchema = z.enum(COUNTRY_CODES, {
  error: requiredOr(
    "Destination country is required",
    "Destination country must be uk, canada or america",
  ),
});
export const rideAreaSchema = z.enum(RIDE_AREAS, "Ride area must be inside or outside");
export const passengersSchema = wholeNumber(
  "Number of passengers",
  BOOKING_LIMITS.passengers.min,
  BOOKING_LIMITS.passengers.max,
);
export const luggageSchema = wholeNumber(
  "Number of luggage",
  BOOKING_LIMITS.luggage.min,
  BOOKING_LIMITS.luggage.max,
);
export const hoursSchema = (required?: string) =>
  wholeNumber("Number of hours", BOOKING_LIMITS.hours.min, BOOKING_LIMITS.hours.max, required);

export const coordinate = (label: string, limit: number) =>
  z
    .number({ error: requiredOr(`${label} is required`, `${label} must be a number`) })
    .min(-limit, `${label} must be between -${limit} and ${limit}`)
    .max(limit, `${label} must be between -${limit} and ${limit}`);

export const placeSchema = (label: string, required = `${label} is required`) =>
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
    { error: requiredOr(required, `${label} must be an object with lat and lng`) },
  );

export const isoDateSchema = (required: string, invalid: string) =>
  z.string({ error: requiredOr(required, invalid) }).refine(isValidIsoDate, invalid);

export const timeSchema = (required: string, invalid: string) =>
  z.string({ error: requiredOr(required, invalid) }).transform((value, ctx) => {
    if (isValidTime(value)) return normalizeTime(value);
    ctx.addIssue({ code: "custom", message: invalid });
    return z.NEVER;
  });

/** A field the other booking type owns: absent, null or blank, else refused with `message`. */
export const absentField = (message: string) =>
  z.preprocess(blankToNull, z.null({ error: message }).optional());
