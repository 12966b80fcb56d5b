/**
 * The stored booking draft (components/booking/draft-store) as the server reads it from its
 * cookie copy; its output is the draft's type (lib/booking-draft). Anything a browser sends is checked before a step renders it: each field has its
 * type and range, dates and times their format and the pickup's zone is one Intl knows, so a
 * hand-edited cookie is ignored (the step reads the browser's storage as before) and can never
 * break the page.
 */
import { z } from "zod";
import { COUNTRY_CODES } from "@/lib/countries";
import { RIDE_AREAS, SERVICE_TYPES } from "@/lib/service-classes";
import { PLACE_NAME_MAX_LENGTH } from "@/lib/place-label";
import { BOOKING_LIMITS, BOOKING_TYPES } from "./constants";
import { PLACE_NAME_PATTERN } from "./fields";

const text = z.string().max(BOOKING_LIMITS.locationLength);
const latLng = z.object({
  lat: z.number().finite().min(-90).max(90),
  lng: z.number().finite().min(-180).max(180),
});
const placeName = z.string().max(PLACE_NAME_MAX_LENGTH).regex(PLACE_NAME_PATTERN);
const isoDate = z.iso.date();
const wallTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/);

function knownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const bookingDraftStateSchema = z.object({
  id: z.string().min(1).max(100),
  bookingType: z.enum(BOOKING_TYPES),
  destinationCountry: z.enum(COUNTRY_CODES),
  pickupLocation: text.min(1),
  pickupCoordinates: latLng.optional(),
  pickupPlaceName: placeName.optional(),
  dropoffLocation: text.optional(),
  dropoffCoordinates: latLng.optional(),
  dropoffPlaceName: placeName.optional(),
  /** The zone the pickup's wall clock is read in (from its coordinates), when known. */
  pickupTimeZone: z.string().max(64).refine(knownZone).optional(),
  /** yyyy-MM-dd and HH:mm:ss, the pickup's wall clock. */
  date: isoDate,
  time: wallTime,
  passengers: z
    .number()
    .int()
    .min(BOOKING_LIMITS.passengers.min)
    .max(BOOKING_LIMITS.passengers.max),
  luggage: z.number().int().min(BOOKING_LIMITS.luggage.min).max(BOOKING_LIMITS.luggage.max),
  duration: z.number().int().min(BOOKING_LIMITS.hours.min).max(BOOKING_LIMITS.hours.max).optional(),
  rideArea: z.enum(RIDE_AREAS).optional(),
  status: z.literal("Pending"),
  serviceType: z.enum(SERVICE_TYPES).optional(),
  /** Display only: the server prices the booking again when it is created. */
  pricePence: z.number().int().min(0).max(100_000_000).optional(),
  cars: z.number().int().min(1).max(BOOKING_LIMITS.passengers.max).optional(),
  distanceMiles: z.number().finite().min(0).max(100_000).nullable().optional(),
  returnTrip: z.object({ date: isoDate, time: wallTime }).nullable().optional(),
  /** The partner guest page (/p/{slug}) the booking started on; the server checks it. */
  partnerSlug: z.string().max(100).optional(),
});
