import { userBookingsParamsSchema } from "@/lib/validations/ids";
import { requireUser } from "@/server/auth/session";
import { listBookingsFor } from "@/server/bookings/queries";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseWith } from "@/server/http/validation";

/** Every booking of a user, newest first; the user themself or an administrator only. */
export const GET = route<{ userId: string }>(async (request, { params }) => {
  const viewer = await requireUser(request);
  const { userId } = parseWith(userBookingsParamsSchema, params);
  const list = await listBookingsFor(viewer, userId);
  return ok(list, {
    message: "Bookings retrieved successfully",
    headers: { "cache-control": "no-store" },
  });
});
