import { bookingIdParamsSchema } from "@/lib/validations/ids";
import { followRideQuerySchema } from "@/lib/validations/trip";
import { requireUser } from "@/server/auth/guards";
import { route } from "@/server/http/route";
import { parseSearchParams } from "@/server/http/validation";
import { followLinkForBooking } from "@/server/trip/follow-link";

export const dynamic = "force-dynamic";

/**
 * POST /api/bookings/{id}/trip-link?car=1 (the booking's owner): issues a trip link for that car
 * and sends the browser to the trip page (303), so the "Follow your ride" form works without
 * script. A POST because each press issues a new link.
 */
export const POST = route({ params: bookingIdParamsSchema }, async (request, { params }) => {
  const viewer = await requireUser(request);
  const { car } = parseSearchParams(request, followRideQuerySchema);
  const token = await followLinkForBooking({ viewer, bookingId: params.id, carNumber: car });
  // A relative Location: right behind any proxy, whatever host the request came in on.
  return new Response(null, {
    status: 303,
    headers: {
      Location: `/trip/${token}`,
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
    },
  });
});
