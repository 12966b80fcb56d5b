import { ACCOUNT_SETTINGS_MESSAGES, emailVerifySchema } from "@/lib/validations/partner-account";
import { confirmEmailChange } from "@/server/auth/email-change";
import { clientAddress } from "@/server/http/client-address";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";

/**
 * POST /api/auth/verify-email: the e-mailed link's token makes the new address the account's
 * sign-in e-mail. A POST from the page, never a GET, so a mail scanner fetching the link cannot
 * use it up.
 */
export const POST = route(async (request) => {
  const { token } = await parseJsonBody(request, emailVerifySchema);
  const { email } = await confirmEmailChange({ token, address: clientAddress(request) });
  return ok({ email }, { message: ACCOUNT_SETTINGS_MESSAGES.emailChanged });
});
