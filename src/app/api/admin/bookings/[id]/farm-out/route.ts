import { farmOutSchema } from "@/lib/validations/farm-out";
import { bookingIdParamsSchema } from "@/lib/validations/ids";
import { farmOut } from "@/server/dispatch/farm-out";
import { ok } from "@/server/http/envelope";
import { jsonAction } from "@/server/http/json-action";

export const dynamic = "force-dynamic";

/**
 * POST /api/admin/bookings/{id}/farm-out: offers one car of the booking to an Active partner
 * company for the pay given. 409 when the partner is not Active, the booking cannot be given a
 * chauffeur or its car is already taken.
 */
export const POST = jsonAction(
  { role: "admin", params: bookingIdParamsSchema, body: farmOutSchema },
  async ({ actor, params, body }) => {
    const assignment = await farmOut({ ...body, bookingId: params.id, actor });
    return ok(assignment, { message: "Job offered to the partner", status: 201 });
  },
);
