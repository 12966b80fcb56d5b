import { requireRoleSession } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { accountSessions } from "@/server/settings/account-sessions";

export const dynamic = "force-dynamic";

/** GET /api/admin/account/sessions: the administrator's live sessions, this one marked. */
export const GET = route(async (request) => {
  const { user, sessionId } = await requireRoleSession(request, "admin");
  return ok(await accountSessions(user.user_id, sessionId), {
    headers: { "cache-control": "no-store" },
  });
});
