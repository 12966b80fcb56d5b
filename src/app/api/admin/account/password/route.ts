import { ACCOUNT_MESSAGES, adminPasswordSchema } from "@/lib/settings/account";
import { actorFromUser } from "@/server/audit/actor";
import { changePassword } from "@/server/auth/change-password";
import { requireRoleSession } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";

/**
 * PUT /api/admin/account/password: the administrator's own password (Settings, Security).
 * The current password is checked; this session stays and every other one ends. Open to an
 * administrator who has yet to set up the 2FA Settings requires: a password thought known to
 * someone else should be changed before anything else.
 */
export const PUT = route(async (request) => {
  const { user, sessionId } = await requireRoleSession(request, "admin", {
    allowUnenrolledAdmin: true,
  });
  const { currentPassword, newPassword } = await parseJsonBody(request, adminPasswordSchema);
  await changePassword({
    userId: user.user_id,
    currentPassword,
    newPassword,
    keepSessionId: sessionId,
    actor: actorFromUser(user),
  });
  return ok(null, { message: ACCOUNT_MESSAGES.updated });
});
