import "server-only";
import type Stripe from "stripe";
import { AppError, badRequest } from "@/server/http/errors";
import { processPaymentEvent, type PaymentEventOutcome } from "./process-payment-event";
import { getStripe, getWebhookSecret } from "./stripe-client";
import { fromStripeIntent } from "./stripe-provider";

export type WebhookResult =
  { handled: false; type: string } | { handled: true; type: string; result: PaymentEventOutcome };

/**
 * Verifies a Stripe delivery over its raw body and applies it. A bad signature is a 400 with no
 * change; unrelated events are acknowledged; database failures propagate as 5xx so Stripe retries.
 */
export async function handleStripeWebhook(input: {
  payload: string;
  signature: string | null;
}): Promise<WebhookResult> {
  const secret = getWebhookSecret();
  if (!secret) throw new AppError("NOT_FOUND", "Stripe webhooks are not configured");
  if (!input.signature) throw badRequest("Missing Stripe signature");
  let event: Stripe.Event;
  try {
    event = getStripe().webhooks.constructEvent(input.payload, input.signature, secret);
  } catch {
    throw badRequest("Invalid Stripe signature");
  }
  if (event.type !== "payment_intent.succeeded" && event.type !== "payment_intent.payment_failed") {
    return { handled: false, type: event.type };
  }
  const intent = fromStripeIntent(event.data.object);
  const result = await processPaymentEvent({
    id: event.id,
    type: event.type,
    provider: "stripe",
    intent,
  });
  return { handled: true, type: event.type, result };
}
