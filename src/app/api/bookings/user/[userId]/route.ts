import { userBookingsParamsSchema } from "@/lib/validations/ids";
import { requireUser } from "@/server/auth/guards";
import { listBookingsFor } from "@/server/bookings/queries";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";

/** Every booking of a user, newest first; the user themself or an administrator only. */
export const GET = route({ params: userBookingsParamsSchema }, async (request, { params }) => {
  const viewer = await requireUser(request);
  const list = await listBookingsFor(viewer, params.userId);
  return ok(list, {
    message: "Bookings retrieved successfully",
    headers: { "cache-control": "no-store" },
  });
});
