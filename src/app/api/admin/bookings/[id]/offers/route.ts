import { bookingIdParamsSchema } from "@/lib/validations/ids";
import { createOffersSchema } from "@/lib/validations/offer";
import { createOffers } from "@/server/dispatch/create-offers";
import { ok } from "@/server/http/envelope";
import { jsonAction } from "@/server/http/json-action";

export const dynamic = "force-dynamic";

/**
 * POST /api/admin/bookings/{id}/offers: offers one car of the booking to up to ten chauffeurs at
 * once, open until the expiry; the first to accept gets it. 201 with the offered rows; 409 when
 * the booking cannot be assigned, the car is taken, or a chauffeur cannot take the job.
 */
export const POST = jsonAction(
  { role: "admin", params: bookingIdParamsSchema, body: createOffersSchema },
  async ({ actor, params, body }) => {
    const offers = await createOffers({ ...body, bookingId: params.id, actor });
    return ok(offers, {
      message: offers.length === 1 ? "Offer sent" : `Offer sent to ${offers.length} chauffeurs`,
      status: 201,
    });
  },
);
