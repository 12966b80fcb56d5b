import {
  ACCOUNT_SETTINGS_MESSAGES,
  partnerCompanyInfoSchema,
} from "@/lib/validations/partner-account";
import { updatePartnerCompany } from "@/server/partners/account-settings";
import { partnerAccountUpdateRoute } from "@/server/partners/routes/account-update-route";

/** PUT /api/partner/account/company: name, address, city, state, ZIP, website, VAT (audited). */
export const PUT = partnerAccountUpdateRoute({
  schema: partnerCompanyInfoSchema,
  update: updatePartnerCompany,
  message: ACCOUNT_SETTINGS_MESSAGES.companySaved,
});
