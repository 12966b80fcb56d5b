import { suggestionsQuerySchema } from "@/lib/validations/assignment";
import { bookingIdParamsSchema } from "@/lib/validations/ids";
import { requireRole } from "@/server/auth/guards";
import { suggestDrivers } from "@/server/dispatch/suggestions";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseSearchParams } from "@/server/http/validation";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/bookings/{id}/suggestions?car=1&fits=50: the approved chauffeurs who fit that car
 * of the booking (the best ranked `fits`, with the vehicle to send, and how many fit in all) and
 * the nearest who do not, with the reasons.
 */
export const GET = route({ params: bookingIdParamsSchema }, async (request, { params }) => {
  await requireRole(request, "admin");
  const { car, fits } = parseSearchParams(request, suggestionsQuerySchema);
  const suggestions = await suggestDrivers({ bookingId: params.id, carNumber: car, fits });
  return ok(suggestions);
});
