import { bookingIdParamsSchema } from "@/lib/validations/ids";
import { ok } from "@/server/http/envelope";
import { roleAction } from "@/server/http/json-action";
import { refundTip } from "@/server/ratings/tips/refund-tip";

export const dynamic = "force-dynamic";

/**
 * POST /api/admin/payments/{id}/refund-tip (no body): refunds a paid tip in full and takes it
 * off the chauffeur's earnings. 409 for a payment that is not a paid tip.
 */
export const POST = roleAction(
  { role: "admin", params: bookingIdParamsSchema },
  async ({ actor, params }) => {
    const { refundedPence } = await refundTip({ paymentId: params.id, actor });
    return ok({ refunded_pence: refundedPence }, { message: "Tip refunded" });
  },
);
