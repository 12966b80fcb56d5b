import { bookingIdParamsSchema } from "@/lib/validations/ids";
import { getAdminBookingDetails } from "@/server/admin/booking-details";
import { requireRole } from "@/server/auth/session";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseWith } from "@/server/http/validation";

export const dynamic = "force-dynamic";

/** One booking with its customer, other leg, payments and History (administrators only). */
export const GET = route<{ id: string }>(async (request, { params }) => {
  await requireRole(request, "admin");
  const { id } = parseWith(bookingIdParamsSchema, params);
  return ok(await getAdminBookingDetails(id), {
    message: "Booking retrieved successfully",
    headers: { "cache-control": "no-store" },
  });
});
