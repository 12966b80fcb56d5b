import { requireRole } from "@/server/auth/guards";
import { okList } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseSearchParams } from "@/server/http/validation";
import { listPayouts, payoutListParamsSchema } from "@/server/partners/ledger/payout-list";

/** GET /api/admin/partners/payouts: every partner's payouts, newest first, paged. */
export const GET = route(async (request) => {
  await requireRole(request, "admin");
  const { data, pagination } = await listPayouts(
    parseSearchParams(request, payoutListParamsSchema),
  );
  return okList(data, { pagination });
});
