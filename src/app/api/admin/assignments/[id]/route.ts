import { assignmentIdParamsSchema, unassignSchema } from "@/lib/validations/assignment";
import { unassign } from "@/server/dispatch/unassign";
import { ok } from "@/server/http/envelope";
import { jsonAction } from "@/server/http/json-action";

export const dynamic = "force-dynamic";

/**
 * DELETE /api/admin/assignments/{id} with `{ reason }`: takes the job back from its chauffeur.
 * The row stays (status unassigned, with the reason) for the booking's History.
 */
export const DELETE = jsonAction(
  { role: "admin", params: assignmentIdParamsSchema, body: unassignSchema },
  async ({ actor, params, body }) => {
    const assignment = await unassign({ assignmentId: params.id, reason: body.reason, actor });
    return ok(assignment, { message: "Chauffeur unassigned" });
  },
);
