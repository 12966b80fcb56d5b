import {
  ACCOUNT_SETTINGS_MESSAGES,
  partnerPersonalSchema,
} from "@/lib/validations/partner-account";
import { actorFromUser } from "@/server/audit/actor";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";
import { updatePartnerPersonal } from "@/server/partners/account-settings";
import { requirePartner } from "@/server/partners/guards";

/** PUT /api/partner/account/personal: first name, last name and phone (audited). */
export const PUT = route(async (request) => {
  const { user, partner } = await requirePartner(request);
  const data = await parseJsonBody(request, partnerPersonalSchema);
  const view = await updatePartnerPersonal({ partner, data, actor: actorFromUser(user) });
  return ok(view, { message: ACCOUNT_SETTINGS_MESSAGES.personalSaved });
});
