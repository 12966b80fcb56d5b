import { partnerIdParamsSchema } from "@/lib/validations/partner-ids";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { ownPayout } from "@/server/partners/ledger/payout-list";
import { requirePartner } from "@/server/partners/guards";

/** GET /api/partner/commission/payouts/{id}: View Details, with its lines (another's: 404). */
export const GET = route({ params: partnerIdParamsSchema }, async (request, { params }) => {
  const { partner } = await requirePartner(request);
  return ok(await ownPayout(partner.partner_id, params.id));
});
