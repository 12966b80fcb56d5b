import { payoutFailedSchema } from "@/lib/validations/partner-payouts";
import { partnerIdParamsSchema } from "@/lib/validations/partner-ids";
import { actorFromUser } from "@/server/audit/actor";
import { requireRole } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";
import { settlePayout } from "@/server/partners/ledger/settle-payout";

/** POST /api/admin/partners/payouts/{id}/failed: a Pending payout settles (409 once settled). */
export const POST = route({ params: partnerIdParamsSchema }, async (request, { params }) => {
  const admin = await requireRole(request, "admin");
  const body = await parseJsonBody(request, payoutFailedSchema);
  const payout = await settlePayout({
    payoutId: params.id,
    outcome: { paid: false, reason: body.reason },
    actor: actorFromUser(admin),
  });
  return ok(payout, { message: "Payout marked failed" });
});
