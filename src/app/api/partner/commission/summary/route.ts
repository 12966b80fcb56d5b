import { ledgerNow } from "@/server/partners/ledger/clock";
import { getDb } from "@/server/db/client";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { earningsSummary } from "@/server/partners/ledger/earnings";
import { requirePartner } from "@/server/partners/guards";

/** GET /api/partner/commission/summary: Commission Earnings' cards, categories, chart and balances. */
export const GET = route(async (request) => {
  const { partner } = await requirePartner(request);
  return ok(await earningsSummary(await getDb(), partner.partner_id, await ledgerNow()), {
    headers: { "cache-control": "no-store" },
  });
});
