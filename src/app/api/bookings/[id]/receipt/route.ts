import { bookingIdParamsSchema } from "@/lib/validations/ids";
import { requireUser } from "@/server/auth/guards";
import { bookingReceiptPdf } from "@/server/bookings/receipt-pdf";
import { route } from "@/server/http/route";
import { pdfResponse } from "@/server/partners/ledger/pdf-response";

/** GET /api/bookings/{id}/receipt: the booking's PDF receipt, for its owner or an administrator (else 404). */
export const GET = route({ params: bookingIdParamsSchema }, async (request, { params }) => {
  const viewer = await requireUser(request);
  return pdfResponse(await bookingReceiptPdf({ viewer, bookingId: params.id }));
});
