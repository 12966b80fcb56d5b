/**
 * The point-to-point/hourly rule, written once for every booking payload: a point-to-point ride
 * needs a dropoff and refuses hours and a ride area; an hourly ride needs its hours, refuses a
 * dropoff and defaults the ride area. A zod discriminated union on `booking_type` picks the rule.
 */
import { z } from "zod";
import { DEFAULT_RIDE_AREA } from "@/lib/service-classes";
import { absentField, hoursSchema, rideAreaSchema } from "./fields";

const BOOKING_TYPE_REQUIRED = "Booking type is required";
const BOOKING_TYPE_INVALID = "Booking type must be point_to_point or hourly";

/** "Missing" and "not one of the two" answer different messages, as every other field does. */
function bookingTypeMessage(issue: { code?: string; input?: unknown }): string | undefined {
  if (issue.code !== "invalid_union") return undefined;
  const input = issue.input as { booking_type?: unknown } | undefined;
  return input?.booking_type == null ? BOOKING_TYPE_REQUIRED : BOOKING_TYPE_INVALID;
}

export interface DropoffRule<K extends string, D extends z.ZodType> {
  /** The payload's key for the dropoff ("dropoff" in a quote, "dropoff_location" in a booking). */
  key: K;
  /** How messages name it ("Dropoff", "Dropoff location"). */
  label: string;
  /** The dropoff's schema, given its message for "missing". */
  schema: (required: string) => D;
}

/**
 * One payload as a union of its point-to-point and hourly variants. `shared` holds every field
 * both types take; the union adds `booking_type`, the dropoff, `number_of_hours` and `ride_area`.
 */
export function byBookingType<S extends z.ZodRawShape, K extends string, D extends z.ZodType>(
  shared: S,
  dropoff: DropoffRule<K, D>,
) {
  const pointToPointDropoff = {
    [dropoff.key]: dropoff.schema(`${dropoff.label} is required for point to point bookings`),
  } as Record<K, D>;
  const hourlyDropoff = {
    [dropoff.key]: absentField(`${dropoff.label} is not allowed for hourly bookings`),
  } as Record<K, ReturnType<typeof absentField>>;
  const pointToPoint = z.strictObject({
    ...shared,
    booking_type: z.literal("point_to_point"),
    number_of_hours: absentField("Number of hours is only allowed for hourly bookings"),
    ride_area: absentField("Ride area is only allowed for hourly bookings"),
    ...pointToPointDropoff,
  });
  const hourly = z.strictObject({
    ...shared,
    booking_type: z.literal("hourly"),
    number_of_hours: hoursSchema("Number of hours is required for hourly bookings"),
    ride_area: rideAreaSchema.nullish().transform((area) => area ?? DEFAULT_RIDE_AREA),
    ...hourlyDropoff,
  });
  return z.discriminatedUnion("booking_type", [pointToPoint, hourly], {
    error: bookingTypeMessage,
  });
}
