import { bookingIdParamsSchema } from "@/lib/validations/ids";
import { rideRatingSchema } from "@/lib/validations/ride-rating";
import { ok } from "@/server/http/envelope";
import { jsonAction } from "@/server/http/json-action";
import { rateRide } from "@/server/ratings/rate-ride";
import { ratingView } from "@/server/ratings/rating-view";

export const dynamic = "force-dynamic";

/**
 * POST /api/bookings/{id}/rating `{ stars, tags?, comment?, assignment_id? }`: the owner rates a
 * completed ride once, within 14 days. 409 before completion, after the window or a second time;
 * another customer's booking is 404.
 */
export const POST = jsonAction(
  { role: "customer", params: bookingIdParamsSchema, body: rideRatingSchema },
  async ({ user, actor, params, body }) => {
    const rating = await rateRide({
      bookingId: params.id,
      rating: body,
      actor,
      ownerUserId: user.user_id,
    });
    return ok(ratingView(rating), { message: "Thank you for rating your ride", status: 201 });
  },
);
