import { ACCOUNT_SETTINGS_MESSAGES } from "@/lib/validations/partner-account";
import { ownPasswordRoute } from "@/server/auth/own-password-route";
import { loadOwnPartner } from "@/server/partners/guards";

/**
 * PUT /api/partner/account/password: Change Password, for a signed-in partner whose partner
 * record still exists; audited and e-mailed.
 */
export const PUT = ownPasswordRoute({
  role: "partner",
  message: ACCOUNT_SETTINGS_MESSAGES.passwordUpdated,
  check: loadOwnPartner,
});
