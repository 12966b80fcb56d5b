/** GET /api/places: the address field's suggestion query. */
import { z } from "zod";
import { COUNTRY_CODES } from "@/lib/countries";

export const PLACE_QUERY_MAX_LENGTH = 200;

export const placeSearchSchema = z.strictObject({
  country: z.enum(COUNTRY_CODES, {
    error: (issue) =>
      issue.input === undefined ? "Country is required" : "Country must be uk, canada or america",
  }),
  q: z
    .string()
    .trim()
    .max(PLACE_QUERY_MAX_LENGTH, `Search text must be at most ${PLACE_QUERY_MAX_LENGTH} characters`)
    .default(""),
});

export type PlaceSearch = z.output<typeof placeSearchSchema>;

/** One suggestion as the API returns it. */
export interface PlaceSuggestionDto {
  id: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
}

const coordinateParam = (label: string, limit: number) => {
  const range = `${label} must be between -${limit} and ${limit}`;
  return z
    .string({
      error: (issue) =>
        issue.input === undefined ? `${label} is required` : `${label} must be a number`,
    })
    .trim()
    .min(1, `${label} is required`)
    .transform(Number)
    .pipe(z.number(`${label} must be a number`).min(-limit, range).max(limit, range));
};

/** GET /api/places/time-zone: the zone at a pickup's coordinates, `?lat=49.19&lng=-123.18`. */
export const timeZoneQuerySchema = z.strictObject({
  lat: coordinateParam("Latitude", 90),
  lng: coordinateParam("Longitude", 180),
});

export interface TimeZoneDto {
  time_zone: string;
}
