import { requireUser } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";
import { syncBookingPayment } from "@/server/payments/sync-payment";
import { paymentSyncSchema } from "@/lib/validations/payment";

export const dynamic = "force-dynamic";

/**
 * POST /api/payments/sync `{ booking_id }`: after Stripe.js confirms in the browser, the server
 * asks Stripe itself and marks the booking paid if the money is there (the webhook may lag).
 */
export const POST = route(async (request) => {
  const user = await requireUser(request);
  const body = await parseJsonBody(request, paymentSyncSchema);
  const result = await syncBookingPayment({ userId: user.user_id, bookingId: body.booking_id });
  return ok({ booking_id: body.booking_id, payment_intent_status: result.status });
});
