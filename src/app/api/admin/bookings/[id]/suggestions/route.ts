import { suggestionsQuerySchema } from "@/lib/validations/assignment";
import { bookingIdParamsSchema } from "@/lib/validations/ids";
import { requireRole } from "@/server/auth/guards";
import { suggestDrivers } from "@/server/dispatch/suggestions";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseSearchParams } from "@/server/http/validation";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/bookings/{id}/suggestions?car=1: every approved chauffeur as a fit for that car
 * of the booking (ranked, with the vehicle to send) or a misfit with the reasons.
 */
export const GET = route({ params: bookingIdParamsSchema }, async (request, { params }) => {
  await requireRole(request, "admin");
  const { car } = parseSearchParams(request, suggestionsQuerySchema);
  const suggestions = await suggestDrivers({ bookingId: params.id, carNumber: car });
  return ok(suggestions);
});
