import { timeZoneQuerySchema, type TimeZoneDto } from "@/lib/validations/places";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseSearchParams } from "@/server/http/validation";
import { timeZoneAt } from "@/server/places/time-zone";

/**
 * The time zone at a pickup's coordinates, the same lookup a booking uses, so the home form
 * checks "not in the past" in the pickup's own zone without shipping the zone map to browsers.
 */
export const GET = route(async (request) => {
  const { lat, lng } = parseSearchParams(request, timeZoneQuerySchema);
  const body: TimeZoneDto = { time_zone: timeZoneAt(lat, lng) };
  return ok(body, { headers: { "cache-control": "public, max-age=86400" } });
});
