import { penceToPounds } from "@/lib/money";
import { NextResponse } from "next/server";
import { requireUser } from "@/server/auth/guards";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";
import { limitPaymentAttempts } from "@/server/payments/payment-attempt-limit";
import { createPaymentIntent } from "@/server/payments/create-payment-intent";
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
  return NextResponse.json({
    success: true,
    message: "Payment intent created successfully",
    clientSecret: intent.clientSecret,
    data: {
      payment_intent_id: intent.paymentIntentId,
      booking_id: intent.bookingId,
      amount: penceToPounds(intent.amountPence),
      amount_pence: intent.amountPence,
      currency: intent.currency,
      provider: intent.provider,
    },
  });
});
