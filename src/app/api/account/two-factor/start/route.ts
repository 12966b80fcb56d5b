import { TWO_FACTOR_MESSAGES } from "@/lib/validations/two-factor";
import { beginTwoFactor } from "@/server/auth/two-factor/account";
import { requireTwoFactorAccount } from "@/server/auth/two-factor/account-guard";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";

/** POST /api/account/two-factor/start: a new secret with its QR code (2FA stays off). */
export const POST = route(async (request) => {
  const user = await requireTwoFactorAccount(request);
  return ok(await beginTwoFactor(user), {
    message: TWO_FACTOR_MESSAGES.started,
    headers: { "Cache-Control": "no-store" },
  });
});
