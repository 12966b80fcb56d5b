import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { getPartnerAccount } from "@/server/partners/account-settings";
import { requirePartner } from "@/server/partners/guards";

/** GET /api/partner/account: Account Settings' personal and company information. */
export const GET = route(async (request) => {
  const { partner } = await requirePartner(request);
  return ok(await getPartnerAccount(partner), { headers: { "cache-control": "no-store" } });
});
