import { dayOffParamsSchema } from "@/lib/validations/availability";
import { removeDayOff } from "@/server/drivers/remove-day-off";
import { ok } from "@/server/http/envelope";
import { roleAction } from "@/server/http/json-action";

export const dynamic = "force-dynamic";

/** DELETE /api/driver/days-off/{yyyy-mm-dd} (drivers): clears one of the chauffeur's days off. */
export const DELETE = roleAction(
  { role: "driver", params: dayOffParamsSchema },
  async ({ user, actor, params }) => {
    const availability = await removeDayOff({ userId: user.user_id, day: params.day, actor });
    return ok(availability, {
      message: `${params.day} is no longer a day off`,
      headers: { "Cache-Control": "no-store" },
    });
  },
);
