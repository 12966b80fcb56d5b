import { actorFromUser } from "@/server/audit/actor";
import { requireRole } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { runPayouts } from "@/server/partners/ledger/payout-run";

/** POST /api/admin/partners/payouts/run: this week's payouts, once however often it is started. */
export const POST = route(async (request) => {
  const admin = await requireRole(request, "admin");
  const result = await runPayouts({ now: new Date(), actor: actorFromUser(admin) });
  const count = result.created.length;
  return ok(result, {
    message:
      count === 0
        ? `No new payouts for ${result.period}`
        : `${count} payout${count === 1 ? "" : "s"} created for ${result.period}`,
  });
});
