import { revenueStat } from "@/server/reports/dashboard";
import { requireRole } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";

export const dynamic = "force-dynamic";

/** Money received (succeeded payments less refunds, plus offline payments), in pounds. */
export const GET = route(async (request) => {
  await requireRole(request, "admin");
  return ok(await revenueStat(), { headers: { "cache-control": "no-store" } });
});
