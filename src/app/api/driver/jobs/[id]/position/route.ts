import { driverJobIdParamsSchema } from "@/lib/validations/driver-job";
import { driverPositionSchema } from "@/lib/validations/trip";
import { ok } from "@/server/http/envelope";
import { jsonAction } from "@/server/http/json-action";
import { recordDriverPosition } from "@/server/trip/record-position";

export const dynamic = "force-dynamic";

/**
 * POST /api/driver/jobs/{id}/position (drivers) with `{ lat, lng, accuracy?, heading? }`: the
 * phone's position while the chauffeur's own job is on the way. Another chauffeur's job is 404,
 * a job in any other state 409, coordinates off the globe or a jump faster than 250 km/h 400.
 */
export const POST = jsonAction(
  { role: "driver", params: driverJobIdParamsSchema, body: driverPositionSchema },
  async ({ user, params, body }) => {
    const saved = await recordDriverPosition({
      userId: user.user_id,
      assignmentId: params.id,
      position: body,
    });
    return ok(saved, { message: "Position saved", headers: { "Cache-Control": "no-store" } });
  },
);
