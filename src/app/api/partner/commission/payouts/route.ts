import { okList } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseSearchParams } from "@/server/http/validation";
import { listPayouts, payoutListParamsSchema } from "@/server/partners/ledger/payout-list";
import { requirePartner } from "@/server/partners/guards";

/** GET /api/partner/commission/payouts: the partner's own payouts (a partner_id given is ignored). */
export const GET = route(async (request) => {
  const { partner } = await requirePartner(request);
  const params = parseSearchParams(request, payoutListParamsSchema);
  const { data, pagination } = await listPayouts({ ...params, partner_id: partner.partner_id });
  return okList(data, { pagination });
});
