import { penceToPounds } from "@/lib/money";
import { requireUser } from "@/server/auth/guards";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";
import { limitPaymentAttempts } from "@/server/payments/payment-attempt-limit";
import { createPaymentIntent } from "@/server/payments/create-payment-intent";
import { paymentIntentResponse } from "@/server/payments/intent-response";
import { createPaymentIntentSchema } from "@/lib/validations/payment";

export const dynamic = "force-dynamic";

/** POST /api/create-payment-intent: `{ booking_id, amount, currency }` → `{ success, clientSecret, message }`. */
export const POST = route(async (request) => {
  const user = await requireUser(request);
  const body = await parseJsonBody(request, createPaymentIntentSchema);
  await limitPaymentAttempts("payment-intent", user.user_id);
  const intent = await createPaymentIntent({
    userId: user.user_id,
    bookingId: body.booking_id,
    amountPounds: body.amount,
    currency: body.currency,
  });
  return paymentIntentResponse("Payment intent created successfully", intent, {
    amount: penceToPounds(intent.amountPence),
  });
});
