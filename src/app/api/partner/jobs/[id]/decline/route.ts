import { partnerDeclineJobSchema } from "@/lib/validations/partner-job";
import { declinePartnerJob } from "@/server/partners/partner-job-moves";
import { partnerJobRoute } from "../partner-job-route";

export const dynamic = "force-dynamic";

/** POST /api/partner/jobs/{id}/decline with `{ reason }`: the partner turns the offer down. */
export const POST = partnerJobRoute(
  partnerDeclineJobSchema,
  "Job declined",
  ({ partner, assignmentId, actor, body }) =>
    declinePartnerJob({ partnerId: partner.partner_id, assignmentId, actor, reason: body.reason }),
);
