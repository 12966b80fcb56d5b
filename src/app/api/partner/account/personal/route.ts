import {
  ACCOUNT_SETTINGS_MESSAGES,
  partnerPersonalSchema,
} from "@/lib/validations/partner-account";
import { updatePartnerPersonal } from "@/server/partners/account-settings";
import { partnerAccountUpdateRoute } from "@/server/partners/routes/account-update-route";

/** PUT /api/partner/account/personal: first name, last name and phone (audited). */
export const PUT = partnerAccountUpdateRoute({
  schema: partnerPersonalSchema,
  update: updatePartnerPersonal,
  message: ACCOUNT_SETTINGS_MESSAGES.personalSaved,
});
