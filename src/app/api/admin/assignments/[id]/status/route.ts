import { assignmentIdParamsSchema } from "@/lib/validations/assignment";
import { adminJobStatusSchema } from "@/lib/validations/farm-out";
import { actorFromUser } from "@/server/audit/actor";
import { requireRole } from "@/server/auth/guards";
import { moveJob } from "@/server/dispatch/move-job";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";

export const dynamic = "force-dynamic";

/**
 * POST /api/admin/assignments/{id}/status with `{ to, reason? }`: the administrator moves any job
 * (a chauffeur's or a partner's) through the job state machine; 409 for a move it refuses.
 */
export const POST = route({ params: assignmentIdParamsSchema }, async (request, { params }) => {
  const admin = await requireRole(request, "admin");
  const { to, reason } = await parseJsonBody(request, adminJobStatusSchema);
  const assignment = await moveJob({
    assignmentId: params.id,
    to,
    reason: reason || null,
    actor: actorFromUser(admin),
  });
  return ok(assignment, { message: "Job updated" });
});
