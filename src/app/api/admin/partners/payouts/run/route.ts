import { actorFromUser } from "@/server/audit/actor";
import { requireRole } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { ledgerNow, ledgerTimeZone } from "@/server/partners/ledger/clock";
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
  const count = result.created.length;
  return ok(result, {
    message:
      count === 0
        ? `No new payouts for ${result.run_date}`
        : `${count} payout${count === 1 ? "" : "s"} created on ${result.run_date}`,
  });
});
