import { getDb } from "@/server/db/client";
import { okList } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseSearchParams } from "@/server/http/validation";
import {
  ledgerCalendar,
  listTransactions,
  transactionParamsSchema,
} from "@/server/partners/ledger/transactions";
import { requirePartner } from "@/server/partners/guards";

/** GET /api/partner/commission/transactions: Transaction History, the partner's own rows only. */
export const GET = route(async (request) => {
  const { partner } = await requirePartner(request);
  const params = parseSearchParams(request, transactionParamsSchema);
  const { data, pagination } = await listTransactions(
    await getDb(),
    partner.partner_id,
    params,
    await ledgerCalendar(),
  );
  return okList(data, { pagination });
});
