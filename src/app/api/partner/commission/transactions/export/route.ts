import { route } from "@/server/http/route";
import { parseSearchParams } from "@/server/http/validation";
import { exportTransactions, transactionParamsSchema } from "@/server/partners/ledger/transactions";
import { requirePartner } from "@/server/partners/guards";

/** GET /api/partner/commission/transactions/export: CSV of every filtered row, formulas escaped. */
export const GET = route(async (request) => {
  const { partner } = await requirePartner(request);
  const params = parseSearchParams(request, transactionParamsSchema);
  return exportTransactions(partner.partner_id, params);
});
