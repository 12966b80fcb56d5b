import { bookingIdParamsSchema } from "@/lib/validations/ids";
import { bookingStatusUpdateSchema } from "@/lib/validations/payment";
import { changeBookingStatus } from "@/server/bookings/change-status";
import { serializeBooking } from "@/server/bookings/serialize";
import { ok } from "@/server/http/envelope";
import { jsonAction } from "@/server/http/json-action";

export const dynamic = "force-dynamic";

/** PUT /api/bookings/{id}/status: administrators only; 'paid' is set by payments alone. */
export const PUT = jsonAction(
  { role: "admin", params: bookingIdParamsSchema, body: bookingStatusUpdateSchema },
  async ({ actor, params, body }) => {
    const booking = await changeBookingStatus({
      bookingId: params.id,
      status: body.status,
      auditActor: actor,
    });
    return ok(serializeBooking(booking), { message: "Booking status updated successfully" });
  },
);
