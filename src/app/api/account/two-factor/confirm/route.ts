import { confirmTwoFactorSchema, TWO_FACTOR_MESSAGES } from "@/lib/validations/two-factor";
import { enableTwoFactor } from "@/server/auth/two-factor/account";
import { requireTwoFactorAccount } from "@/server/auth/two-factor/account-guard";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";

/** POST /api/account/two-factor/confirm { code }: turns it on; the recovery codes, once. */
export const POST = route(async (request) => {
  const user = await requireTwoFactorAccount(request);
  const { code } = await parseJsonBody(request, confirmTwoFactorSchema);
  const recovery_codes = await enableTwoFactor(user, code);
  return ok(
    { recovery_codes },
    { message: TWO_FACTOR_MESSAGES.enabled, headers: { "Cache-Control": "no-store" } },
  );
});
