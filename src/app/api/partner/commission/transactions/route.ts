import { okList } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseSearchParams } from "@/server/http/validation";
import { loadTransactions, transactionParamsSchema } from "@/server/partners/ledger/transactions";
import { requirePartner } from "@/server/partners/guards";

/** GET /api/partner/commission/transactions: Transaction History, the partner's own rows only. */
export const GET = route(async (request) => {
  const { partner } = await requirePartner(request);
  const params = parseSearchParams(request, transactionParamsSchema);
  const { data, pagination } = await loadTransactions(partner.partner_id, params);
  return okList(data, { pagination });
});
