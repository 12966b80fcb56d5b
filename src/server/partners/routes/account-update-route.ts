import "server-only";
import type { z } from "zod";
import type { PartnerAccountView } from "@/lib/validations/partner-account";
import type { AuditActor } from "@/server/audit/record-audit";
import type { PartnerRow } from "@/server/db/schema";
import { actorFromUser } from "@/server/audit/actor";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";
import { requirePartner } from "@/server/partners/guards";

/**
 * PUT handler for one section of the partner's own Account (personal, company): the signed-in
 * partner, the section's payload, one audited update, the refreshed account view.
 */
export function partnerAccountUpdateRoute<S extends z.ZodType>(options: {
  schema: S;
  update: (input: {
    partner: PartnerRow;
    data: z.output<S>;
    actor: AuditActor;
  }) => Promise<PartnerAccountView>;
  message: string;
}) {
  return route(async (request) => {
    const { user, partner } = await requirePartner(request);
    const data = await parseJsonBody(request, options.schema);
    const view = await options.update({ partner, data, actor: actorFromUser(user) });
    return ok(view, { message: options.message });
  });
}
