import "server-only";
import { notFound } from "@/server/http/errors";
import { PAYOUT_NOT_FOUND } from "@/server/partners/ledger/settle-payout";
import { getPayoutStatement } from "./payout-statement-data";
import { renderStatementPdf } from "./statement-pdf";

/** The statement as a PDF download; with a partner scope another partner's payout is 404. */
export async function statementResponse(
  payoutId: number,
  scope: { partnerId?: number },
): Promise<Response> {
  const payout = await getPayoutStatement(payoutId, scope);
  if (!payout) throw notFound(PAYOUT_NOT_FOUND);
  const bytes = await renderStatementPdf(payout);
  return new Response(Buffer.from(bytes), {
    status: 200,
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="statement-${payout.reference}.pdf"`,
      "cache-control": "private, no-store",
    },
  });
}
