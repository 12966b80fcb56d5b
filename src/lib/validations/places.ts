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
