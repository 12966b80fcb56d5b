import { partnerJobStatusSchema } from "@/lib/validations/partner-job";
import { movePartnerJob } from "@/server/partners/partner-job-moves";
import { partnerJobRoute } from "../partner-job-route";

export const dynamic = "force-dynamic";

/** POST /api/partner/jobs/{id}/status with `{ to }`: the partner's own job, its next step only. */
export const POST = partnerJobRoute(
  partnerJobStatusSchema,
  "Job updated",
  ({ partner, assignmentId, actor, body }) =>
    movePartnerJob({ partnerId: partner.partner_id, assignmentId, actor, to: body.to }),
);
