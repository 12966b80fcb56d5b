import { payoutIdParamsSchema } from "@/lib/validations/payout-ids";
import { statementResponse } from "@/server/commissions/statement-response";
import { route } from "@/server/http/route";
import { requirePartner } from "@/server/partners/partner-route";

/** GET /api/partner/commission/payouts/{id}/statement: the partner's own; another's is 404. */
export const GET = route({ params: payoutIdParamsSchema }, async (request, { params }) => {
  const { partner } = await requirePartner(request);
  return statementResponse(params.id, { partnerId: partner.partner_id });
});
