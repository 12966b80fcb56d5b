import { formatPence, penceToPounds } from "@/lib/money";
import { actorFromUser } from "@/server/audit/actor";
import { requireUser } from "@/server/auth/guards";
import { cancelBooking } from "@/server/bookings/cancel-booking";
import { previewCancellation } from "@/server/bookings/cancel-legs";
import { ok } from "@/server/http/envelope";
import { bookingIdParamsSchema } from "@/lib/validations/ids";
import { route } from "@/server/http/route";

export const dynamic = "force-dynamic";

/**
 * POST /api/bookings/{id}/cancel: the owner cancels an upcoming booking (and its return leg);
 * the booking policy decides who may (an administrator cancels as the operator).
 */
export const POST = route({ params: bookingIdParamsSchema }, async (request, { params }) => {
  const user = await requireUser(request);
  const result = await cancelBooking({
    user,
    bookingId: params.id,
    auditActor: actorFromUser(user),
  });
  const message = result.refunded
    ? `Booking cancelled. Your payment of ${formatPence(result.refundPence)} will be refunded.`
    : result.lateCancellation
      ? "Booking cancelled. Cancellations within 1 hour of pickup are not refunded."
      : "Booking cancelled.";
  return ok(
    {
      booking_ids: result.bookingIds,
      status: "cancelled",
      refunded: result.refunded,
      refund_amount: penceToPounds(result.refundPence),
      late_cancellation: result.lateCancellation,
    },
    { message },
  );
});

/**
 * GET /api/bookings/{id}/cancel: what cancelling would do, by the same rules, changing nothing:
 * the legs it covers (each with its date) and the refund, for the confirmation dialog.
 */
export const GET = route({ params: bookingIdParamsSchema }, async (request, { params }) => {
  const user = await requireUser(request);
  const preview = await previewCancellation({ user, bookingId: params.id });
  return ok({
    legs: preview.legs,
    paid: preview.paid,
    free: preview.free,
    refund_amount: penceToPounds(preview.refund_pence),
  });
});
