import { apiLogin } from "@/server/auth/api-login";
import { route } from "@/server/http/route";

export const ADMIN_LOGIN_FAILED = "Invalid email or password";

/**
 * The console's API sign-in: the administrator record and a bearer token. An account that is
 * not an administrator gets exactly the wrong-password answer (after the same password check).
 */
export const POST = route((request) =>
  apiLogin(request, { onlyRole: "admin", failedMessage: ADMIN_LOGIN_FAILED }),
);
