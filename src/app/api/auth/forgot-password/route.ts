import { forgotPasswordSchema } from "@/lib/validations/auth";
import { FORGOT_PASSWORD_MESSAGE, requestPasswordReset } from "@/server/auth/password-reset";
import { ok } from "@/server/http/envelope";
import { clientAddress } from "@/server/http/client-address";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";

/** The same answer whether or not the account exists. */
export const POST = route(async (request) => {
  const { email } = await parseJsonBody(request, forgotPasswordSchema);
  await requestPasswordReset({ email, address: clientAddress(request) });
  return ok(null, { message: FORGOT_PASSWORD_MESSAGE });
});
