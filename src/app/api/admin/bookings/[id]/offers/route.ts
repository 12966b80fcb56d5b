import { bookingIdParamsSchema } from "@/lib/validations/ids";
import { createOffersSchema } from "@/lib/validations/offer";
import { actorFromUser } from "@/server/audit/actor";
import { requireRole } from "@/server/auth/guards";
import { createOffers } from "@/server/dispatch/create-offers";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";

export const dynamic = "force-dynamic";

/**
 * POST /api/admin/bookings/{id}/offers: offers one car of the booking to up to ten chauffeurs at
 * once, open until the expiry; the first to accept gets it. 201 with the offered rows; 409 when
 * the booking cannot be assigned, the car is taken, or a chauffeur cannot take the job.
 */
export const POST = route({ params: bookingIdParamsSchema }, async (request, { params }) => {
  const admin = await requireRole(request, "admin");
  const body = await parseJsonBody(request, createOffersSchema);
  const offers = await createOffers({ ...body, bookingId: params.id, actor: actorFromUser(admin) });
  return ok(offers, {
    message: offers.length === 1 ? "Offer sent" : `Offer sent to ${offers.length} chauffeurs`,
    status: 201,
  });
});
