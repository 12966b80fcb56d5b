import { assignmentIdParamsSchema, unassignSchema } from "@/lib/validations/assignment";
import { actorFromUser } from "@/server/audit/actor";
import { requireRole } from "@/server/auth/guards";
import { unassign } from "@/server/dispatch/unassign";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";

export const dynamic = "force-dynamic";

/**
 * DELETE /api/admin/assignments/{id} with `{ reason }`: takes the job back from its chauffeur.
 * The row stays (status unassigned, with the reason) for the booking's History.
 */
export const DELETE = route({ params: assignmentIdParamsSchema }, async (request, { params }) => {
  const admin = await requireRole(request, "admin");
  const { reason } = await parseJsonBody(request, unassignSchema);
  const assignment = await unassign({
    assignmentId: params.id,
    reason,
    actor: actorFromUser(admin),
  });
  return ok(assignment, { message: "Chauffeur unassigned" });
});
