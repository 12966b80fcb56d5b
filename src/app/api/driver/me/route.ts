import type { DriverDashboardData } from "@/lib/drivers/types";
import { requireRole } from "@/server/auth/guards";
import { loadOwnDriver } from "@/server/drivers/own-driver";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";

export const dynamic = "force-dynamic";

/** GET /api/driver/me (drivers): the signed-in driver's profile, vehicle and licence. */
export const GET = route(async (request) => {
  const driver = await requireRole(request, "driver");
  const data: DriverDashboardData = { driver: await loadOwnDriver(driver.user_id), jobs: [] };
  return ok(data, { headers: { "Cache-Control": "no-store" } });
});
