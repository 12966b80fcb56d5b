import { disableTwoFactorSchema, TWO_FACTOR_MESSAGES } from "@/lib/validations/two-factor";
import { turnOffTwoFactor } from "@/server/auth/two-factor/account";
import { requireTwoFactorAccount } from "@/server/auth/two-factor/account-guard";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";

/** POST /api/account/two-factor/disable { password, code }: turns it off. */
export const POST = route(async (request) => {
  const user = await requireTwoFactorAccount(request);
  await turnOffTwoFactor(user, await parseJsonBody(request, disableTwoFactorSchema));
  return ok(null, { message: TWO_FACTOR_MESSAGES.disabled });
});
