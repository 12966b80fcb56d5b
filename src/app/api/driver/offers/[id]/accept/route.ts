import { offerIdParamsSchema } from "@/lib/validations/offer";
import { actorFromUser } from "@/server/audit/actor";
import { requireRole } from "@/server/auth/guards";
import { acceptOffer } from "@/server/dispatch/accept-offer";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";

export const dynamic = "force-dynamic";

/**
 * POST /api/driver/offers/{id}/accept (drivers): takes the job offered to the signed-in driver.
 * 409 when the offer has expired, another chauffeur took the job, or the driver is busy then;
 * another driver's offer is 404.
 */
export const POST = route({ params: offerIdParamsSchema }, async (request, { params }) => {
  const driver = await requireRole(request, "driver");
  const job = await acceptOffer({
    assignmentId: params.id,
    userId: driver.user_id,
    actor: actorFromUser(driver),
  });
  return ok(job, { message: "Job accepted", headers: { "Cache-Control": "no-store" } });
});
