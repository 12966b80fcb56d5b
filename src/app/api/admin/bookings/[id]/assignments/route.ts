import { assignDriverSchema } from "@/lib/validations/assignment";
import { bookingIdParamsSchema } from "@/lib/validations/ids";
import { assignDriver } from "@/server/dispatch/assign";
import { ok } from "@/server/http/envelope";
import { jsonAction } from "@/server/http/json-action";

export const dynamic = "force-dynamic";

/**
 * POST /api/admin/bookings/{id}/assignments: gives one car of the booking to a chauffeur (and a
 * vehicle) for a span of time. 409 when the booking cannot be assigned, the car is taken, or
 * the chauffeur or vehicle already has a job then (naming that booking).
 */
export const POST = jsonAction(
  { role: "admin", params: bookingIdParamsSchema, body: assignDriverSchema },
  async ({ actor, params, body }) => {
    const assignment = await assignDriver({ ...body, bookingId: params.id, actor });
    return ok(assignment, { message: "Chauffeur assigned", status: 201 });
  },
);
