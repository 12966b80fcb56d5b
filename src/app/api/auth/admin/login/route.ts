import { loginSchema } from "@/lib/validations/auth";
import { authenticate } from "@/server/auth/authenticate";
import { issueToken } from "@/server/auth/session";
import { ok } from "@/server/http/envelope";
import { clientAddress } from "@/server/http/client-address";
import { unauthorized } from "@/server/http/errors";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";
import { toPublicUser } from "@/server/users/public-user";

export const ADMIN_LOGIN_FAILED = "Invalid email or password";

/**
 * The console's API sign-in: the administrator record and a bearer token. An account that is
 * not an administrator gets exactly the wrong-password answer (after the same password check),
 * so the endpoint does not say which e-mails belong to customers. Same limits as every sign-in.
 */
export const POST = route(async (request) => {
  const credentials = await parseJsonBody(request, loginSchema);
  const user = await authenticate({
    ...credentials,
    address: clientAddress(request),
    onlyRole: "admin",
  });
  if (!user || user.role !== "admin") throw unauthorized(ADMIN_LOGIN_FAILED);
  const token = await issueToken(user);
  return ok(
    { token, ...toPublicUser(user) },
    { message: "Login successful", headers: { "Cache-Control": "no-store" } },
  );
});
