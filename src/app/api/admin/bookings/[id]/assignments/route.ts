import { assignDriverSchema } from "@/lib/validations/assignment";
import { bookingIdParamsSchema } from "@/lib/validations/ids";
import { actorFromUser } from "@/server/audit/actor";
import { requireRole } from "@/server/auth/guards";
import { assignDriver } from "@/server/dispatch/assign";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";

export const dynamic = "force-dynamic";

/**
 * POST /api/admin/bookings/{id}/assignments: gives one car of the booking to a chauffeur (and a
 * vehicle) for a span of time. 409 when the booking cannot be assigned, the car is taken, or
 * the chauffeur or vehicle already has a job then (naming that booking).
 */
export const POST = route({ params: bookingIdParamsSchema }, async (request, { params }) => {
  const admin = await requireRole(request, "admin");
  const body = await parseJsonBody(request, assignDriverSchema);
  const assignment = await assignDriver({
    ...body,
    bookingId: params.id,
    actor: actorFromUser(admin),
  });
  return ok(assignment, { message: "Chauffeur assigned", status: 201 });
});
