import { todayAvailabilitySchema } from "@/lib/validations/availability";
import { requireRole } from "@/server/auth/guards";
import { readOwnAvailability } from "@/server/drivers/availability-queries";
import { setTodayAvailability } from "@/server/drivers/set-today-availability";
import { ok } from "@/server/http/envelope";
import { jsonAction } from "@/server/http/json-action";
import { route } from "@/server/http/route";

export const dynamic = "force-dynamic";

const NO_STORE = { "Cache-Control": "no-store" };

/** GET /api/driver/availability (drivers): today's state and the days off from today on. */
export const GET = route(async (request) => {
  const driver = await requireRole(request, "driver");
  const availability = await readOwnAvailability({ userId: driver.user_id });
  return ok(availability, { headers: NO_STORE });
});

/** PUT /api/driver/availability (drivers) with `{ today: "available" | "unavailable" }`. */
export const PUT = jsonAction(
  { role: "driver", body: todayAvailabilitySchema },
  async ({ user, actor, body: { today } }) => {
    const availability = await setTodayAvailability({ userId: user.user_id, today, actor });
    const message = today === "available" ? "You are available today" : "You are off today";
    return ok(availability, { message, headers: NO_STORE });
  },
);
