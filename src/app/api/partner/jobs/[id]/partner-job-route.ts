import type { z } from "zod";
import { assignmentIdParamsSchema } from "@/lib/validations/assignment";
import { actorFromUser } from "@/server/audit/actor";
import type { AuditActor } from "@/server/audit/record-audit";
import type { PartnerRow } from "@/server/db/schema";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";
import { requirePartner } from "@/server/partners/guards";

interface PartnerJobMove<Body> {
  partner: PartnerRow;
  assignmentId: number;
  actor: AuditActor;
  body: Body;
}

/**
 * POST /api/partner/jobs/{id}/...: a step on one of the partner's own jobs. The partner session
 * and its record come first (401/403/404, before the body is read), then the body parsed with
 * `body`, then `move`; the answer is the job with `message`.
 */
export function partnerJobRoute<B extends z.ZodType>(
  body: B,
  message: string,
  move: (input: PartnerJobMove<z.output<B>>) => Promise<unknown>,
) {
  return route({ params: assignmentIdParamsSchema }, async (request, { params }) => {
    const { user, partner } = await requirePartner(request);
    const parsed = await parseJsonBody(request, body);
    const assignment = await move({
      partner,
      assignmentId: params.id,
      actor: actorFromUser(user),
      body: parsed,
    });
    return ok(assignment, { message });
  });
}
