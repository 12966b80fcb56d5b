import { declineOfferSchema, offerIdParamsSchema } from "@/lib/validations/offer";
import { actorFromUser } from "@/server/audit/actor";
import { requireRole } from "@/server/auth/guards";
import { declineOffer } from "@/server/dispatch/decline-offer";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";

export const dynamic = "force-dynamic";

/**
 * POST /api/driver/offers/{id}/decline (drivers) with `{ reason }` from DECLINE_REASONS: turns
 * the offer down; the job returns to the dispatcher's queue with the reason shown.
 */
export const POST = route({ params: offerIdParamsSchema }, async (request, { params }) => {
  const driver = await requireRole(request, "driver");
  const { reason } = await parseJsonBody(request, declineOfferSchema);
  const offer = await declineOffer({
    assignmentId: params.id,
    userId: driver.user_id,
    reason,
    actor: actorFromUser(driver),
  });
  return ok(offer, { message: "Offer declined", headers: { "Cache-Control": "no-store" } });
});
