import { payoutIdParamsSchema } from "@/lib/validations/payout-ids";
import { markPayoutPaidSchema } from "@/lib/validations/payout";
import { actorFromUser } from "@/server/audit/actor";
import { requireRole } from "@/server/auth/guards";
import { markPayoutPaid } from "@/server/commissions/payout-status";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";

/** POST /api/admin/partners/payouts/{id}/paid: sent, with the bank transfer reference. */
export const POST = route({ params: payoutIdParamsSchema }, async (request, { params }) => {
  const admin = await requireRole(request, "admin");
  const body = await parseJsonBody(request, markPayoutPaidSchema);
  const payout = await markPayoutPaid({
    payoutId: params.id,
    bankReference: body.bank_reference,
    actor: actorFromUser(admin),
  });
  return ok(payout, { message: "Payout marked paid" });
});
