import { PAYMENT_MESSAGES, paymentInfoSchema } from "@/lib/validations/partner-payment";
import { actorFromUser } from "@/server/audit/actor";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";
import { requirePartner } from "@/server/partners/guards";
import { getPaymentInfo, savePaymentInfo } from "@/server/partners/payment-info";

/** GET /api/partner/account/payment: the payout account, masked, and the schedule. */
export const GET = route(async (request) => {
  const { partner } = await requirePartner(request);
  return ok(await getPaymentInfo(partner.partner_id), {
    headers: { "cache-control": "no-store" },
  });
});

/** PUT /api/partner/account/payment: UK sort code and account number, or an IBAN; schedule. */
export const PUT = route(async (request) => {
  const { user, partner } = await requirePartner(request);
  const data = await parseJsonBody(request, paymentInfoSchema);
  const view = await savePaymentInfo({
    partnerId: partner.partner_id,
    data,
    actor: actorFromUser(user),
  });
  return ok(view, { message: PAYMENT_MESSAGES.saved });
});
