import { partnerIdParamsSchema } from "@/lib/validations/partner-ids";
import { route } from "@/server/http/route";
import { pdfResponse } from "@/server/partners/ledger/pdf-response";
import { payoutStatementPdf } from "@/server/partners/ledger/payout-statement";
import { requirePartner } from "@/server/partners/guards";

/** GET /api/partner/commission/payouts/{id}/statement: the partner's own payout's PDF (else 404). */
export const GET = route({ params: partnerIdParamsSchema }, async (request, { params }) => {
  const { partner } = await requirePartner(request);
  return pdfResponse(
    await payoutStatementPdf({ payoutId: params.id, partnerId: partner.partner_id }),
  );
});
