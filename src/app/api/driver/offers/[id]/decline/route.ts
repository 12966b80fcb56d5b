import { declineOfferSchema, offerIdParamsSchema } from "@/lib/validations/offer";
import { declineOffer } from "@/server/dispatch/decline-offer";
import { ok } from "@/server/http/envelope";
import { jsonAction } from "@/server/http/json-action";

export const dynamic = "force-dynamic";

/**
 * POST /api/driver/offers/{id}/decline (drivers) with `{ reason }` from DECLINE_REASONS: turns
 * the offer down; the job returns to the dispatcher's queue with the reason shown.
 */
export const POST = jsonAction(
  { role: "driver", params: offerIdParamsSchema, body: declineOfferSchema },
  async ({ user, actor, params, body }) => {
    const { reason } = body;
    const offer = await declineOffer({
      assignmentId: params.id,
      userId: user.user_id,
      reason,
      actor,
    });
    return ok(offer, { message: "Offer declined", headers: { "Cache-Control": "no-store" } });
  },
);
