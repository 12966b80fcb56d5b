import { payoutIdParamsSchema } from "@/lib/validations/payout-ids";
import { markPayoutFailedSchema } from "@/lib/validations/payout";
import { actorFromUser } from "@/server/audit/actor";
import { requireRole } from "@/server/auth/guards";
import { markPayoutFailed } from "@/server/commissions/payout-status";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";

/** POST /api/admin/partners/payouts/{id}/failed: with the reason the partner sees. */
export const POST = route({ params: payoutIdParamsSchema }, async (request, { params }) => {
  const admin = await requireRole(request, "admin");
  const body = await parseJsonBody(request, markPayoutFailedSchema);
  const payout = await markPayoutFailed({
    payoutId: params.id,
    reason: body.reason,
    actor: actorFromUser(admin),
  });
  return ok(payout, { message: "Payout marked failed" });
});
