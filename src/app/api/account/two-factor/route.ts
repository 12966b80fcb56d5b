import { twoFactorStatus } from "@/server/auth/two-factor/account";
import { requireTwoFactorAccount } from "@/server/auth/two-factor/account-guard";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";

export const dynamic = "force-dynamic";

/** GET /api/account/two-factor: whether the caller's two-factor sign-in is on. */
export const GET = route(async (request) => {
  const user = await requireTwoFactorAccount(request);
  return ok(await twoFactorStatus(user), { headers: { "Cache-Control": "no-store" } });
});
