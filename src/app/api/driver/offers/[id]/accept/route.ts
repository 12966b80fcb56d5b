import { offerIdParamsSchema } from "@/lib/validations/offer";
import { acceptOffer } from "@/server/dispatch/accept-offer";
import { ok } from "@/server/http/envelope";
import { roleAction } from "@/server/http/json-action";

export const dynamic = "force-dynamic";

/**
 * POST /api/driver/offers/{id}/accept (drivers): takes the job offered to the signed-in driver.
 * 409 when the offer has expired, another chauffeur took the job, or the driver is busy then;
 * another driver's offer is 404.
 */
export const POST = roleAction(
  { role: "driver", params: offerIdParamsSchema },
  async ({ user, actor, params }) => {
    const job = await acceptOffer({ assignmentId: params.id, userId: user.user_id, actor });
    return ok(job, { message: "Job accepted", headers: { "Cache-Control": "no-store" } });
  },
);
