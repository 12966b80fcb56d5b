import { dayOffParamsSchema } from "@/lib/validations/availability";
import { actorFromUser } from "@/server/audit/actor";
import { requireRole } from "@/server/auth/guards";
import { removeDayOff } from "@/server/drivers/remove-day-off";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";

export const dynamic = "force-dynamic";

/** DELETE /api/driver/days-off/{yyyy-mm-dd} (drivers): clears one of the chauffeur's days off. */
export const DELETE = route({ params: dayOffParamsSchema }, async (request, { params }) => {
  const driver = await requireRole(request, "driver");
  const availability = await removeDayOff({
    userId: driver.user_id,
    day: params.day,
    actor: actorFromUser(driver),
  });
  return ok(availability, {
    message: `${params.day} is no longer a day off`,
    headers: { "Cache-Control": "no-store" },
  });
});
