import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { loadEarnings } from "@/server/partners/ledger/earnings";
import { requirePartner } from "@/server/partners/guards";

/** GET /api/partner/commission/summary: Commission Earnings' cards, categories, chart and balances. */
export const GET = route(async (request) => {
  const { partner } = await requirePartner(request);
  return ok(await loadEarnings(partner.partner_id), {
    headers: { "cache-control": "no-store" },
  });
});
