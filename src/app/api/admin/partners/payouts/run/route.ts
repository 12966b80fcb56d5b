import { actorFromUser } from "@/server/audit/actor";
import { requireRole } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { ledgerNow, ledgerTimeZone } from "@/server/partners/ledger/clock";
import { payoutRunMessage } from "@/lib/partners/payout-run-message";
import { runPayouts } from "@/server/partners/ledger/payout-run";

/** POST /api/admin/partners/payouts/run: the payouts due today, once however often it is started. */
export const POST = route(async (request) => {
  const admin = await requireRole(request, "admin");
  // The ledger's clock (the database's, moved only by the development/browser-test clock) and
  // the operator's zone, whose calendar decides run days and months.
  const result = await runPayouts({
    now: await ledgerNow(),
    timeZone: await ledgerTimeZone(),
    actor: actorFromUser(admin),
  });
  return ok(result, { message: payoutRunMessage(result) });
});
