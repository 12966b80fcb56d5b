import { requireRole } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { readCarsOnTheWay } from "@/server/trip/on-the-way";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/dispatch/on-the-way (administrators): every chauffeur on the way now, with their
 * last position, a short trail and the estimated minutes to the pickup, for the board's map tab.
 */
export const GET = route(async (request) => {
  await requireRole(request, "admin");
  return ok(await readCarsOnTheWay(undefined), { headers: { "Cache-Control": "no-store" } });
});
