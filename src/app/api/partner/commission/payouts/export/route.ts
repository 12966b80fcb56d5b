import { route } from "@/server/http/route";
import { parseSearchParams } from "@/server/http/validation";
import { payoutListParamsSchema, payoutsCsv } from "@/server/partners/ledger/payout-list";
import { requirePartner } from "@/server/partners/guards";

/** GET /api/partner/commission/payouts/export: Export Data, the partner's own payouts as CSV. */
export const GET = route(async (request) => {
  const { partner } = await requirePartner(request);
  return payoutsCsv(partner.partner_id, parseSearchParams(request, payoutListParamsSchema));
});
