import { partnerIdParamsSchema } from "@/lib/validations/partner-ids";
import { requireRole } from "@/server/auth/guards";
import { route } from "@/server/http/route";
import { pdfResponse } from "@/server/partners/ledger/pdf-response";
import { payoutStatementPdf } from "@/server/partners/ledger/payout-statement";

/** GET /api/admin/partners/payouts/{id}/statement: any payout's statement, as the partner gets it. */
export const GET = route({ params: partnerIdParamsSchema }, async (request, { params }) => {
  await requireRole(request, "admin");
  return pdfResponse(await payoutStatementPdf({ payoutId: params.id }));
});
