import "server-only";
import { forbidden } from "@/server/http/errors";
import { requireUser } from "../guards";
import type { SessionUser } from "../session";

/** The roles whose Security section offers two-factor sign-in (they see others' data). */
export const TWO_FACTOR_ROLES = ["admin", "partner"] as const;

/**
 * The set-up endpoints' guard: 401 without a session, 403 for other roles. An administrator whom
 * Settings requires to use 2FA must be able to reach these to comply.
 */
export async function requireTwoFactorAccount(request: Request): Promise<SessionUser> {
  const user = await requireUser(request, { allowUnenrolledAdmin: true });
  if (!(TWO_FACTOR_ROLES as readonly string[]).includes(user.role)) throw forbidden();
  return user;
}
