import "server-only";
import { NextResponse } from "next/server";
import type { CreatedPaymentIntent } from "./create-payment-intent";

/**
 * The answer to a request for a card payment (a booking's, a tip's): the envelope with the
 * provider's `clientSecret` beside it for the card form, and the intent's facts in `data`
 * (`extra`, the kind's own facts, after the booking id).
 */
export function paymentIntentResponse(
  message: string,
  intent: CreatedPaymentIntent,
  extra: Record<string, unknown>,
) {
  return NextResponse.json({
    success: true,
    message,
    clientSecret: intent.clientSecret,
    data: {
      payment_intent_id: intent.paymentIntentId,
      booking_id: intent.bookingId,
      ...extra,
      amount_pence: intent.amountPence,
      currency: intent.currency,
      provider: intent.provider,
    },
  });
}
