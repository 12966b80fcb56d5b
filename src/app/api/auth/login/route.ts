import { loginSchema } from "@/lib/validations/auth";
import { authenticate } from "@/server/auth/authenticate";
import { issueToken } from "@/server/auth/session";
import { ok } from "@/server/http/envelope";
import { clientAddress } from "@/server/http/client-address";
import { unauthorized } from "@/server/http/errors";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";
import { toPublicUser } from "@/server/users/public-user";

/** The spec's API login for non-browser clients: answers a bearer token with the user. */
export const POST = route(async (request) => {
  const credentials = await parseJsonBody(request, loginSchema);
  const address = clientAddress(request);
  const user = await authenticate({ ...credentials, address });
  if (!user) throw unauthorized("Invalid email or password.");
  const token = await issueToken(user, {
    address,
    userAgent: request.headers.get("user-agent"),
  });
  return ok(
    { token, ...toPublicUser(user) },
    { message: "Login successful", headers: { "Cache-Control": "no-store" } },
  );
});
