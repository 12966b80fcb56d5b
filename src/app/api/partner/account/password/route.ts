import {
  ACCOUNT_SETTINGS_MESSAGES,
  partnerPasswordSchema,
} from "@/lib/validations/partner-account";
import { actorFromUser } from "@/server/audit/actor";
import { changePassword } from "@/server/auth/change-password";
import { requireRoleSession } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";
import { loadOwnPartner } from "@/server/partners/guards";

/**
 * PUT /api/partner/account/password: Change Password. The current password is checked; this
 * session stays and every other one ends; audited and e-mailed.
 */
export const PUT = route(async (request) => {
  const { user, sessionId } = await requireRoleSession(request, "partner");
  await loadOwnPartner(user);
  const { currentPassword, newPassword } = await parseJsonBody(request, partnerPasswordSchema);
  await changePassword({
    userId: user.user_id,
    currentPassword,
    newPassword,
    keepSessionId: sessionId,
    actor: actorFromUser(user),
  });
  return ok(null, { message: ACCOUNT_SETTINGS_MESSAGES.passwordUpdated });
});
