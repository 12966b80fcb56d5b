import { dayOffSchema } from "@/lib/validations/availability";
import { actorFromUser } from "@/server/audit/actor";
import { requireRole } from "@/server/auth/guards";
import { addDayOff } from "@/server/drivers/add-day-off";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";

export const dynamic = "force-dynamic";

/**
 * POST /api/driver/days-off (drivers) with `{ day: "yyyy-mm-dd", reason? }`: marks a day off,
 * today up to 90 days ahead; answers the availability with the new list.
 */
export const POST = route(async (request) => {
  const driver = await requireRole(request, "driver");
  const { day, reason } = await parseJsonBody(request, dayOffSchema);
  const availability = await addDayOff({
    userId: driver.user_id,
    day,
    reason,
    actor: actorFromUser(driver),
  });
  return ok(availability, {
    message: `${day} is marked as a day off`,
    headers: { "Cache-Control": "no-store" },
  });
});
