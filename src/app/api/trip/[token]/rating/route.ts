import { tripRatingSchema } from "@/lib/validations/ride-rating";
import { tripTokenParamsSchema } from "@/lib/validations/trip";
import { clientAddress } from "@/server/http/client-address";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";
import { openTrip, TRIP_HEADERS } from "@/server/trip/open-trip";
import { rateTrip } from "@/server/trip/rate-trip";

export const dynamic = "force-dynamic";

/**
 * POST /api/trip/{token}/rating `{ stars, tags?, comment? }` (anyone holding the link, no sign-in):
 * rates the car's completed ride once. The token is opened first, so a wrong, expired or
 * cancelled link is the same rate-limited 404 as GET; 409 before completion or a second time;
 * 400 with field errors for a bad body. The answer says only that it was rated, and how.
 */
export const POST = route({ params: tripTokenParamsSchema }, async (request, { params }) => {
  const trip = await openTrip({ token: params.token, clientAddress: clientAddress(request) });
  const body = await parseJsonBody(request, tripRatingSchema);
  const rating = await rateTrip(trip, body);
  return ok(
    { rated: true, stars: rating.stars },
    { status: 201, message: "Thank you for rating your ride", headers: TRIP_HEADERS },
  );
});
