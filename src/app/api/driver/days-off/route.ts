import { dayOffSchema } from "@/lib/validations/availability";
import { addDayOff } from "@/server/drivers/add-day-off";
import { ok } from "@/server/http/envelope";
import { jsonAction } from "@/server/http/json-action";

export const dynamic = "force-dynamic";

/**
 * POST /api/driver/days-off (drivers) with `{ day: "yyyy-mm-dd", reason? }`: marks a day off,
 * today up to 90 days ahead; answers the availability with the new list.
 */
export const POST = jsonAction(
  { role: "driver", body: dayOffSchema },
  async ({ user, actor, body: { day, reason } }) => {
    const availability = await addDayOff({ userId: user.user_id, day, reason, actor });
    return ok(availability, {
      message: `${day} is marked as a day off`,
      headers: { "Cache-Control": "no-store" },
    });
  },
);
