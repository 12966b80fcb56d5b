import { homeForRole } from "@/lib/roles";
import { resetPasswordWithTokenSchema } from "@/lib/validations/auth";
import {
  PASSWORD_RESET_DONE,
  PASSWORD_SET_DONE,
  resetPasswordWithToken,
} from "@/server/auth/password-reset";
import { clientAddress } from "@/server/http/client-address";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";

/**
 * `data` names the account and its area, so the page can sign the person in (they have just
 * typed the password) and open their own home rather than the customer login.
 */
export const POST = route(async (request) => {
  const input = await parseJsonBody(request, resetPasswordWithTokenSchema);
  const account = await resetPasswordWithToken({ ...input, address: clientAddress(request) });
  return ok(
    {
      email: account.email,
      home: homeForRole(account.role),
      first_password: account.first_password,
    },
    { message: account.first_password ? PASSWORD_SET_DONE : PASSWORD_RESET_DONE },
  );
});
