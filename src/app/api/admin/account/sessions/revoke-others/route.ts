import { ACCOUNT_MESSAGES } from "@/lib/settings/account";
import { requireRoleSession } from "@/server/auth/guards";
import { revokeOtherSessions } from "@/server/auth/session-store";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";

/** POST /api/admin/account/sessions/revoke-others: every session but this one ends. */
export const POST = route(async (request) => {
  const { user, sessionId } = await requireRoleSession(request, "admin");
  const ended = await revokeOtherSessions(user.user_id, sessionId);
  return ok({ ended }, { message: ACCOUNT_MESSAGES.othersSignedOut });
});
