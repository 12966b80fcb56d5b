import { bookingIdParamsSchema } from "@/lib/validations/ids";
import { adminBookingEditSchema } from "@/lib/validations/admin-booking";
import { updateBooking } from "@/server/bookings/update-booking";
import { getBookingFor } from "@/server/bookings/queries";
import { ok } from "@/server/http/envelope";
import { jsonAction } from "@/server/http/json-action";
import { viewerReadRoute } from "@/server/auth/viewer-read-route";

/** One booking, for its owner or an administrator; anyone else gets 404. Never cached. */
export const GET = viewerReadRoute({
  params: bookingIdParamsSchema,
  load: (viewer, params) => getBookingFor(viewer, params.id),
  message: "Booking retrieved successfully",
});

/**
 * PUT /api/bookings/{booking_id}: the console's edit (administrators only; customers 403). The
 * whole booking object may be sent back: read-only keys are accepted and ignored.
 */
export const PUT = jsonAction(
  { role: "admin", params: bookingIdParamsSchema, body: adminBookingEditSchema },
  async ({ user, actor, params, body: edit }) => {
    const updated = await updateBooking({ bookingId: params.id, edit, auditActor: actor });
    return ok(await getBookingFor(user, updated.booking_id), {
      message: "Booking updated successfully",
    });
  },
);
