import { bookingIdParamsSchema } from "@/lib/validations/ids";
import { requireUser } from "@/server/auth/guards";
import { getBookingFor } from "@/server/bookings/queries";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";

/** One booking, for its owner or an administrator; anyone else gets 404. Never cached. */
export const GET = route({ params: bookingIdParamsSchema }, async (request, { params }) => {
  const user = await requireUser(request);
  const booking = await getBookingFor(user, params.id);
  return ok(booking, {
    message: "Booking retrieved successfully",
    headers: { "cache-control": "no-store" },
  });
});
