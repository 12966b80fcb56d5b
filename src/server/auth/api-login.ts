import "server-only";
import type { UserRow } from "@/server/db/schema";
import { loginSchema } from "@/lib/validations/auth";
import { ok } from "@/server/http/envelope";
import { clientAddress } from "@/server/http/client-address";
import { unauthorized } from "@/server/http/errors";
import { parseJsonBody } from "@/server/http/validation";
import { toPublicUser } from "@/server/users/public-user";
import { authenticate } from "./authenticate";
import { issueToken } from "./session";

/**
 * The API sign-in for non-browser clients: checks the credentials (with every sign-in's
 * limits) and answers the user with a bearer token. With `onlyRole` any other account gets
 * exactly the wrong-password answer, so the endpoint does not say which e-mails exist.
 */
export async function apiLogin(
  request: Request,
  options: { failedMessage: string; onlyRole?: UserRow["role"] },
): Promise<Response> {
  const credentials = await parseJsonBody(request, loginSchema);
  const address = clientAddress(request);
  const user = await authenticate({ ...credentials, address, onlyRole: options.onlyRole });
  if (!user || (options.onlyRole && user.role !== options.onlyRole)) {
    throw unauthorized(options.failedMessage);
  }
  const token = await issueToken(user, {
    address,
    userAgent: request.headers.get("user-agent"),
  });
  return ok(
    { token, ...toPublicUser(user) },
    { message: "Login successful", headers: { "Cache-Control": "no-store" } },
  );
}
