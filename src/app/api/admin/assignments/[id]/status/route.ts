import { assignmentIdParamsSchema } from "@/lib/validations/assignment";
import { adminJobStatusSchema } from "@/lib/validations/farm-out";
import { moveJob } from "@/server/dispatch/move-job";
import { ok } from "@/server/http/envelope";
import { jsonAction } from "@/server/http/json-action";

export const dynamic = "force-dynamic";

/**
 * POST /api/admin/assignments/{id}/status with `{ to, reason? }`: the administrator moves any job
 * (a chauffeur's or a partner's) through the job state machine; 409 for a move it refuses.
 */
export const POST = jsonAction(
  { role: "admin", params: assignmentIdParamsSchema, body: adminJobStatusSchema },
  async ({ actor, params, body: { to, reason } }) => {
    const assignment = await moveJob({
      assignmentId: params.id,
      to,
      reason: reason || null,
      actor,
    });
    return ok(assignment, { message: "Job updated" });
  },
);
