import {
  ACCOUNT_SETTINGS_MESSAGES,
  partnerCompanyInfoSchema,
} from "@/lib/validations/partner-account";
import { actorFromUser } from "@/server/audit/actor";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";
import { updatePartnerCompany } from "@/server/partners/account-settings";
import { requirePartner } from "@/server/partners/guards";

/** PUT /api/partner/account/company: name, address, city, state, ZIP, website, VAT (audited). */
export const PUT = route(async (request) => {
  const { user, partner } = await requirePartner(request);
  const data = await parseJsonBody(request, partnerCompanyInfoSchema);
  const view = await updatePartnerCompany({ partner, data, actor: actorFromUser(user) });
  return ok(view, { message: ACCOUNT_SETTINGS_MESSAGES.companySaved });
});
