import { assignmentIdParamsSchema } from "@/lib/validations/assignment";
import { partnerJobStatusSchema } from "@/lib/validations/partner-job";
import { actorFromUser } from "@/server/audit/actor";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";
import { requirePartner } from "@/server/partners/guards";
import { movePartnerJob } from "@/server/partners/partner-job-moves";

export const dynamic = "force-dynamic";

/** POST /api/partner/jobs/{id}/status with `{ to }`: the partner's own job, its next step only. */
export const POST = route({ params: assignmentIdParamsSchema }, async (request, { params }) => {
  const { user, partner } = await requirePartner(request);
  const { to } = await parseJsonBody(request, partnerJobStatusSchema);
  const assignment = await movePartnerJob({
    partnerId: partner.partner_id,
    assignmentId: params.id,
    actor: actorFromUser(user),
    to,
  });
  return ok(assignment, { message: "Job updated" });
});
