import { partnerAcceptJobSchema } from "@/lib/validations/partner-job";
import { acceptPartnerJob } from "@/server/partners/partner-job-moves";
import { partnerJobRoute } from "../partner-job-route";

export const dynamic = "force-dynamic";

/**
 * POST /api/partner/jobs/{id}/accept: the partner takes the offer and names its chauffeur and
 * vehicle. Another partner's job answers 404; an expired offer 409 "This offer has expired".
 */
export const POST = partnerJobRoute(
  partnerAcceptJobSchema,
  "Job accepted",
  ({ partner, assignmentId, actor, body }) =>
    acceptPartnerJob({
      partnerId: partner.partner_id,
      partnerStatus: partner.status,
      assignmentId,
      actor,
      details: body,
    }),
);
