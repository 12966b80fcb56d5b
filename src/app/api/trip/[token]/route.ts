import { tripTokenParamsSchema } from "@/lib/validations/trip";
import { clientAddress } from "@/server/http/client-address";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { openTrip, TRIP_HEADERS } from "@/server/trip/open-trip";

export const dynamic = "force-dynamic";

/**
 * GET /api/trip/{token} (anyone holding the link): the trip page's poll. Only the ride's status,
 * pickup time, places, the chauffeur's first name and photo, the car, its position and arrival
 * estimate while on the way, and the phone in its window. A wrong, expired or cancelled link is
 * one 404 (rate limited per address).
 */
export const GET = route({ params: tripTokenParamsSchema }, async (request, { params }) => {
  const { view } = await openTrip({ token: params.token, clientAddress: clientAddress(request) });
  return ok(view, { headers: TRIP_HEADERS });
});
