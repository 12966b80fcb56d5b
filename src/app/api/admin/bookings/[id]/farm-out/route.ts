import { farmOutSchema } from "@/lib/validations/farm-out";
import { bookingIdParamsSchema } from "@/lib/validations/ids";
import { actorFromUser } from "@/server/audit/actor";
import { requireRole } from "@/server/auth/guards";
import { farmOut } from "@/server/dispatch/farm-out";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";

export const dynamic = "force-dynamic";

/**
 * POST /api/admin/bookings/{id}/farm-out: offers one car of the booking to an Active partner
 * company for the pay given. 409 when the partner is not Active, the booking cannot be given a
 * chauffeur or its car is already taken.
 */
export const POST = route({ params: bookingIdParamsSchema }, async (request, { params }) => {
  const admin = await requireRole(request, "admin");
  const body = await parseJsonBody(request, farmOutSchema);
  const assignment = await farmOut({
    ...body,
    bookingId: params.id,
    actor: actorFromUser(admin),
  });
  return ok(assignment, { message: "Job offered to the partner", status: 201 });
});
