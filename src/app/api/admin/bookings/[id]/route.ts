import { bookingIdParamsSchema } from "@/lib/validations/ids";
import { getAdminBookingDetails } from "@/server/bookings/booking-details";
import { requireRole } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";

export const dynamic = "force-dynamic";

/** One booking with its customer, other leg, payments and History (administrators only). */
export const GET = route({ params: bookingIdParamsSchema }, async (request, { params }) => {
  await requireRole(request, "admin");
  return ok(await getAdminBookingDetails(params.id), {
    message: "Booking retrieved successfully",
    headers: { "cache-control": "no-store" },
  });
});
