import { payoutIdParamsSchema } from "@/lib/validations/payout-ids";
import { requireRole } from "@/server/auth/guards";
import { statementResponse } from "@/server/commissions/statement-response";
import { route } from "@/server/http/route";

/** GET /api/admin/partners/payouts/{id}/statement: any partner's statement PDF. */
export const GET = route({ params: payoutIdParamsSchema }, async (request, { params }) => {
  await requireRole(request, "admin");
  return statementResponse(params.id, {});
});
