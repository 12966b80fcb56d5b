import "server-only";
import type { SessionUser } from "@/server/auth/session";
import type { AuditActor } from "./record-audit";

/** The audit actor for a signed-in user: their role decides the kind; the label is a snapshot. */
export function actorFromUser(
  user: Pick<SessionUser, "user_id" | "role" | "first_name" | "last_name" | "email">,
): AuditActor {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return {
    kind: user.role,
    id: user.user_id,
    label: name ? `${name} <${user.email}>` : user.email,
  };
}
