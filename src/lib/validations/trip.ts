/** What a chauffeur's phone sends as its position, and the trip link's token in the address. */
import { z } from "zod";

export const driverPositionSchema = z.strictObject({
  lat: z
    .number({ error: "Send the latitude as a number" })
    .min(-90, "Latitude must be between -90 and 90")
    .max(90, "Latitude must be between -90 and 90"),
  lng: z
    .number({ error: "Send the longitude as a number" })
    .min(-180, "Longitude must be between -180 and 180")
    .max(180, "Longitude must be between -180 and 180"),
  accuracy: z
    .number({ error: "Send the accuracy in metres" })
    .min(0, "Accuracy cannot be negative")
    .max(100_000, "Accuracy is too large")
    .nullish(),
  heading: z
    .number({ error: "Send the heading in degrees" })
    .min(0, "Heading must be between 0 and 360")
    .max(360, "Heading must be between 0 and 360")
    .nullish(),
});
export type DriverPositionBody = z.output<typeof driverPositionSchema>;

/** 32 random bytes, base64url without padding. Anything else is simply not a link we issued. */
export const TRIP_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Any string: a malformed token must cost the caller the same as a wrong one (rate limited). */
export const tripTokenParamsSchema = z.object({ token: z.string().max(200) });

/** Which car of the booking the customer wants to follow (`?car=2`); the first by default. */
export const followRideQuerySchema = z.object({
  car: z.coerce
    .number({ error: "Choose a car" })
    .int("Choose a car")
    .min(1, "Choose a car")
    .max(50, "Choose a car")
    .default(1),
});
