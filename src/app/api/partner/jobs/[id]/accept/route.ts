import { assignmentIdParamsSchema } from "@/lib/validations/assignment";
import { partnerAcceptJobSchema } from "@/lib/validations/partner-job";
import { actorFromUser } from "@/server/audit/actor";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";
import { requirePartner } from "@/server/partners/guards";
import { acceptPartnerJob } from "@/server/partners/partner-job-moves";

export const dynamic = "force-dynamic";

/**
 * POST /api/partner/jobs/{id}/accept: the partner takes the offer and names its chauffeur and
 * vehicle. Another partner's job answers 404; an expired offer 409 "This offer has expired".
 */
export const POST = route({ params: assignmentIdParamsSchema }, async (request, { params }) => {
  const { user, partner } = await requirePartner(request);
  const details = await parseJsonBody(request, partnerAcceptJobSchema);
  const assignment = await acceptPartnerJob({
    partnerId: partner.partner_id,
    partnerStatus: partner.status,
    assignmentId: params.id,
    actor: actorFromUser(user),
    details,
  });
  return ok(assignment, { message: "Job accepted" });
});
