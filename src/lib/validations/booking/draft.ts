/**
 * The home Point to Point and Book by Hour forms (client side): text inputs, one message for
 * every missing value ("Please fill in all required fields"), and the pickup checked against
 * "now" in the pickup's own zone.
 */
import { z } from "zod";
import { COUNTRIES, COUNTRY_CODES } from "@/lib/countries";
import { DEFAULT_RIDE_AREA, RIDE_AREAS } from "@/lib/service-classes";
import {
  isValidIsoDate,
  isValidTime,
  normalizeTime,
  pickupInstant,
  todayInZone,
} from "@/lib/time-rules";
import { BOOKING_LIMITS, BOOKING_TYPES, REQUIRED_FIELDS_MESSAGE } from "./constants";
import { PLACE_NAME_MAX_LENGTH } from "@/lib/place-label";
import { blankToNull, coordinate, PLACE_NAME_PATTERN, requiredOr } from "./fields";

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
// The chosen suggestion's name; the server checks it again against its own place lookup.
const formPlaceName = z
  .string()
  .trim()
  .max(PLACE_NAME_MAX_LENGTH)
  .regex(PLACE_NAME_PATTERN)
  .optional()
  .catch(undefined);
const formCoordinates = z.strictObject({
  lat: coordinate("Latitude", 90),
  lng: coordinate("Longitude", 180),
});

const ALWAYS = { when: () => true };

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
      pickupPlaceName: formPlaceName,
      dropoffPlaceName: formPlaceName,
      date: z
        .string(REQUIRED_FIELDS_MESSAGE)
        .min(1, REQUIRED_FIELDS_MESSAGE)
        // Not aborting on "missing": that would stop the refinement naming the other fields.
        .refine((date) => date === "" || isValidIsoDate(date), "Please choose a valid date"),
      time: z
        .string(REQUIRED_FIELDS_MESSAGE)
        .min(1, REQUIRED_FIELDS_MESSAGE)
        .refine((time) => time === "" || isValidTime(time), "Please choose a valid time"),
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
      const durationChecked = ctx.issues.some((issue) => issue.path?.[0] === "duration");
      if (draft.bookingType === "hourly" && draft.duration === undefined && !durationChecked) {
        ctx.addIssue({ code: "custom", path: ["duration"], message: REQUIRED_FIELDS_MESSAGE });
      }
      // This refinement runs whatever the fields answered (so every missing field is named at
      // once): an invalid date, time or country must be skipped here.
      const country = COUNTRIES[draft.destinationCountry] as (typeof COUNTRIES)["uk"] | undefined;
      if (typeof draft.date !== "string" || typeof draft.time !== "string" || !country) return;
      if (!isValidIsoDate(draft.date) || !isValidTime(draft.time)) return;
      const zone = options.timeZone ?? country.defaultTimeZone;
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
    }, ALWAYS)
    .transform((draft) => {
      // The form keeps both tabs' values; only the chosen tab's fields travel on.
      const hourly = draft.bookingType === "hourly";
      return {
        ...draft,
        time: normalizeTime(draft.time),
        dropoffLocation: hourly ? undefined : (draft.dropoffLocation ?? undefined),
        dropoffCoordinates: hourly ? undefined : draft.dropoffCoordinates,
        dropoffPlaceName: hourly ? undefined : draft.dropoffPlaceName,
        duration: hourly ? draft.duration : undefined,
        rideArea: hourly ? (draft.rideArea ?? DEFAULT_RIDE_AREA) : undefined,
      };
    });
}

export const bookingDraftSchema = createBookingDraftSchema();

export type BookingDraftInput = z.input<typeof bookingDraftSchema>;
export type BookingDraft = z.output<typeof bookingDraftSchema>;
