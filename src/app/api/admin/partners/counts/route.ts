import { requireRole } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { partnerCounts } from "@/server/partners/admin-partner-list";

/** GET /api/admin/partners/counts: the four cards of Partner Management. */
export const GET = route(async (request) => {
  await requireRole(request, "admin");
  return ok(await partnerCounts(), { headers: { "cache-control": "no-store" } });
});
