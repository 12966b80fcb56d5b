import { ACCOUNT_MESSAGES } from "@/lib/settings/account";
import { ownPasswordRoute } from "@/server/auth/own-password-route";

/**
 * PUT /api/admin/account/password: the administrator's own password (Settings, Security).
 * Open to an administrator who has yet to set up the 2FA Settings requires: a password thought
 * known to someone else should be changed before anything else.
 */
export const PUT = ownPasswordRoute({
  role: "admin",
  message: ACCOUNT_MESSAGES.updated,
  allowUnenrolledAdmin: true,
});
