import { userIdParamsSchema } from "@/lib/validations/ids";
import { requireUser } from "@/server/auth/guards";
import { getLatestBookingFor } from "@/server/bookings/queries";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";

/** The user's most recently created booking; the user themself or an administrator only. */
export const GET = route({ params: userIdParamsSchema }, async (request, { params }) => {
  const viewer = await requireUser(request);
  const booking = await getLatestBookingFor(viewer, params.user_id);
  return ok(booking, {
    message: "Latest booking retrieved successfully",
    headers: { "cache-control": "no-store" },
  });
});
