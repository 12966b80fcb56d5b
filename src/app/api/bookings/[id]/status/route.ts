import { actorFromUser } from "@/server/audit/actor";
import { requireRole } from "@/server/auth/session";
import { changeBookingStatus } from "@/server/bookings/change-status";
import { serializeBooking } from "@/server/bookings/serialize";
import { ok } from "@/server/http/envelope";
import { notFound } from "@/server/http/errors";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";
import { bookingStatusUpdateSchema } from "@/lib/validations/payment";

export const dynamic = "force-dynamic";

/** PUT /api/bookings/{id}/status: administrators only; 'paid' is set by payments alone. */
export const PUT = route<{ id: string }>(async (request, { params }) => {
  const admin = await requireRole(request, "admin");
  if (!/^\d{1,9}$/.test(params.id)) throw notFound("Booking not found");
  const body = await parseJsonBody(request, bookingStatusUpdateSchema);
  const booking = await changeBookingStatus({
    bookingId: Number(params.id),
    status: body.status,
    auditActor: actorFromUser(admin),
  });
  return ok(serializeBooking(booking), { message: "Booking status updated successfully" });
});
