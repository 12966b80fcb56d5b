import "server-only";
import { randomBytes } from "node:crypto";
import type { Executor } from "@/server/db/client";
import { executorOrDb } from "@/server/db/transaction";
import { AppError, badRequest, conflict, notFound } from "@/server/http/errors";
import { isExpiryInFuture } from "@/lib/validations/payment";
import { loadBookingLegs } from "./booking-legs";
import { processPaymentEvent } from "./process-payment-event";
import {
  CARD_DECLINED_MESSAGE,
  INSUFFICIENT_FUNDS_MESSAGE,
  TEST_CARDS,
  intentIdFromTestSecret,
  testProvider,
} from "./test-provider";

export type TestPaymentResult =
  | { status: "succeeded"; bookingId: number }
  | { status: "failed"; bookingId: number; message: string };

const DECLINES: Record<string, string> = {
  [TEST_CARDS.declined]: CARD_DECLINED_MESSAGE,
  [TEST_CARDS.insufficientFunds]: INSUFFICIENT_FUNDS_MESSAGE,
};

/**
 * Confirms a test-provider PaymentIntent with a card number. Success and failure go through
 * processPaymentEvent, exactly like a Stripe webhook, so the test mode exercises the real path.
 */
export async function confirmTestPayment(
  input: {
    userId: number;
    clientSecret: string;
    cardNumber: string;
    expiry: string;
    cvc: string;
  },
  executor?: Executor,
): Promise<TestPaymentResult> {
  const intentId = intentIdFromTestSecret(input.clientSecret);
  const intent = intentId ? await testProvider.retrieveIntent(intentId, { executor }) : null;
  if (!intent) throw notFound("Payment not found");
  const bookingId = Number(intent.metadata.booking_id);
  const legs = await loadBookingLegs(await executorOrDb(executor), bookingId);
  if (!legs || legs.outbound.user_id !== input.userId) throw notFound("Payment not found");
  if (intent.status === "succeeded") return { status: "succeeded", bookingId };
  if (legs.outbound.status === "cancelled")
    throw conflict("This booking has been cancelled and cannot be paid");
  if (intent.status === "canceled")
    throw conflict(
      "This payment was cancelled because the booking total changed. Please reload the page and try again.",
    );
  if (!isExpiryInFuture(input.expiry))
    throw badRequest("Your card's expiration date is in the past.", {
      expiry: "Your card's expiration date is in the past.",
    });

  const decline = DECLINES[input.cardNumber];
  if (decline) {
    await processPaymentEvent(
      {
        id: `tp_evt_${intent.id}_failed_${randomBytes(6).toString("hex")}`,
        type: "payment_intent.payment_failed",
        provider: "test",
        intent: { ...intent, failureMessage: decline },
      },
      executor,
    );
    return { status: "failed", bookingId, message: decline };
  }
  if (input.cardNumber !== TEST_CARDS.success) {
    throw badRequest("Your card number is incorrect. In test mode, use 4242 4242 4242 4242.", {
      card_number: "Your card number is incorrect. In test mode, use 4242 4242 4242 4242.",
    });
  }
  const outcome = await processPaymentEvent(
    {
      id: `tp_evt_${intent.id}_succeeded`,
      type: "payment_intent.succeeded",
      provider: "test",
      intent,
    },
    executor,
  );
  if (outcome.outcome === "rejected") {
    throw new AppError(
      "CONFLICT",
      "The booking total changed. Please reload the page and try again.",
    );
  }
  return { status: "succeeded", bookingId };
}
