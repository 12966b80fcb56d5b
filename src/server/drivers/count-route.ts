import "server-only";
import type { DriverStatus } from "@/lib/drivers/driver-options";
import { requireRole } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { countDrivers } from "./queries";

/**
 * The four count endpoints of Driver Management (administrators): `{ total }` in `data`, and
 * beside it as the spec's reader takes it.
 */
export function driverCountRoute(status?: DriverStatus) {
  return route(async (request) => {
    await requireRole(request, "admin");
    const total = await countDrivers(status);
    return ok({ total }, { beside: { total }, headers: { "Cache-Control": "no-store" } });
  });
}
