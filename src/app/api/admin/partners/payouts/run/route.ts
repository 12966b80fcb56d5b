import { actorFromUser } from "@/server/audit/actor";
import { requireRole } from "@/server/auth/guards";
import { runPayouts } from "@/server/commissions/run-payouts";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";

/** POST /api/admin/partners/payouts/run: this week's payout run; a second run creates none. */
export const POST = route(async (request) => {
  const admin = await requireRole(request, "admin");
  const result = await runPayouts({ actor: actorFromUser(admin) });
  const message = result.created === 1 ? "1 payout created" : `${result.created} payouts created`;
  return ok(result, { message });
});
