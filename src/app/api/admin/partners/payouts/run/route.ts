import { actorFromUser } from "@/server/audit/actor";
import { requireRole } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { ledgerNow } from "@/server/partners/ledger/clock";
import { runPayouts } from "@/server/partners/ledger/payout-run";

/** POST /api/admin/partners/payouts/run: this week's payouts, once however often it is started. */
export const POST = route(async (request) => {
  const admin = await requireRole(request, "admin");
  // The ledger's clock: the database's, moved only by the development/browser-test clock.
  const result = await runPayouts({ now: await ledgerNow(), actor: actorFromUser(admin) });
  const count = result.created.length;
  return ok(result, {
    message:
      count === 0
        ? `No new payouts for ${result.period}`
        : `${count} payout${count === 1 ? "" : "s"} created for ${result.period}`,
  });
});
