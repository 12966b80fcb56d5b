import { earningsParamsSchema } from "@/lib/validations/driver-earnings";
import { requireRole } from "@/server/auth/guards";
import { readOwnDriverEarnings } from "@/server/drivers/earnings-queries";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseSearchParams } from "@/server/http/validation";

export const dynamic = "force-dynamic";

/**
 * GET /api/driver/earnings?week=yyyy-mm-dd (drivers): the signed-in chauffeur's own earnings,
 * the week holding that day (Monday to Sunday, Europe/London; this week by default) line by line,
 * every week's totals and the all-time totals.
 */
export const GET = route(async (request) => {
  const driver = await requireRole(request, "driver");
  const params = parseSearchParams(request, earningsParamsSchema);
  const data = await readOwnDriverEarnings({ userId: driver.user_id, week: params.week });
  return ok(data, { headers: { "Cache-Control": "no-store" } });
});
