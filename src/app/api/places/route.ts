import { placeSearchSchema } from "@/lib/validations/places";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseSearchParams } from "@/server/http/validation";
import { searchPlaces } from "@/server/places/search-places";

/** Address suggestions for the booking form: `?country=uk&q=heath`. Public, read-only. */
export const GET = route(async (request) => {
  const { country, q } = parseSearchParams(request, placeSearchSchema);
  const suggestions = await searchPlaces({ country, query: q });
  return ok(suggestions, { headers: { "cache-control": "public, max-age=300" } });
});
