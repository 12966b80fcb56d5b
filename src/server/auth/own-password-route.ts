import "server-only";
import { adminPasswordSchema } from "@/lib/settings/account";
import type { Role } from "@/lib/roles";
import { actorFromUser } from "@/server/audit/actor";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";
import { changePassword } from "./change-password";
import { requireRoleSession } from "./guards";
import type { SessionUser } from "./session";

/**
 * PUT handler for a console user's own password (the administrator's Settings, the partner's
 * Account). The current password is checked; this session stays and every other one ends;
 * the change is audited. Both consoles take the same payload, so one handler serves them.
 */
export function ownPasswordRoute(options: {
  role: Role;
  /** The success message the area's form shows. */
  message: string;
  allowUnenrolledAdmin?: boolean;
  /** A further check on the signed-in user before anything changes. */
  check?: (user: SessionUser) => Promise<unknown>;
}) {
  return route(async (request) => {
    const { user, sessionId } = await requireRoleSession(request, options.role, {
      allowUnenrolledAdmin: options.allowUnenrolledAdmin ?? false,
    });
    await options.check?.(user);
    const { currentPassword, newPassword } = await parseJsonBody(request, adminPasswordSchema);
    await changePassword({
      userId: user.user_id,
      currentPassword,
      newPassword,
      keepSessionId: sessionId,
      actor: actorFromUser(user),
    });
    return ok(null, { message: options.message });
  });
}
