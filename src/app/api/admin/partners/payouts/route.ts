import { listAction } from "@/server/http/json-action";
import { listPayouts, payoutListParamsSchema } from "@/server/partners/ledger/payout-list";

/** GET /api/admin/partners/payouts: every partner's payouts, newest first, paged. */
export const GET = listAction({ role: "admin", query: payoutListParamsSchema }, listPayouts);
