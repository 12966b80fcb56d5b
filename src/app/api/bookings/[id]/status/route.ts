import { actorFromUser } from "@/server/audit/actor";
import { requireRole } from "@/server/auth/guards";
import { changeBookingStatus } from "@/server/bookings/change-status";
import { serializeBooking } from "@/server/bookings/serialize";
import { ok } from "@/server/http/envelope";
import { bookingIdParamsSchema } from "@/lib/validations/ids";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";
import { bookingStatusUpdateSchema } from "@/lib/validations/payment";

export const dynamic = "force-dynamic";

/** PUT /api/bookings/{id}/status: administrators only; 'paid' is set by payments alone. */
export const PUT = route({ params: bookingIdParamsSchema }, async (request, { params }) => {
  const admin = await requireRole(request, "admin");
  const body = await parseJsonBody(request, bookingStatusUpdateSchema);
  const booking = await changeBookingStatus({
    bookingId: params.id,
    status: body.status,
    auditActor: actorFromUser(admin),
  });
  return ok(serializeBooking(booking), { message: "Booking status updated successfully" });
});
