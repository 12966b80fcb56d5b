import { assignmentIdParamsSchema } from "@/lib/validations/assignment";
import { partnerDeclineJobSchema } from "@/lib/validations/partner-job";
import { actorFromUser } from "@/server/audit/actor";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";
import { requirePartner } from "@/server/partners/guards";
import { declinePartnerJob } from "@/server/partners/partner-job-moves";

export const dynamic = "force-dynamic";

/** POST /api/partner/jobs/{id}/decline with `{ reason }`: the partner turns the offer down. */
export const POST = route({ params: assignmentIdParamsSchema }, async (request, { params }) => {
  const { user, partner } = await requirePartner(request);
  const { reason } = await parseJsonBody(request, partnerDeclineJobSchema);
  const assignment = await declinePartnerJob({
    partnerId: partner.partner_id,
    assignmentId: params.id,
    actor: actorFromUser(user),
    reason,
  });
  return ok(assignment, { message: "Job declined" });
});
