import { requireRole } from "@/server/auth/guards";
import { listPayouts, payoutListParamsSchema } from "@/server/commissions/payout-queries";
import { okList } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseSearchParams } from "@/server/http/validation";

/** GET /api/admin/partners/payouts: every partner's payouts (status, partner, search, pages). */
export const GET = route(async (request) => {
  await requireRole(request, "admin");
  const params = parseSearchParams(request, payoutListParamsSchema);
  const { data, pagination } = await listPayouts(params);
  return okList(data, { pagination });
});
