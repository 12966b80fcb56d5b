/** Browser calls of the payment page; messages follow the spec's catalogue. */
import { api } from "@/lib/api-client";

export class PaymentRequestError extends Error {}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Creates (or fetches the existing) PaymentIntent; a rate-limit answer is retried once after 2 s. */
export async function requestClientSecret(
  bookingId: number,
  amountPounds: number,
  retryDelayMs = 2000,
): Promise<string> {
  const fallbackMessage = "Failed to create payment intent";
  const request = () =>
    api.post<unknown>("/api/create-payment-intent", {
      json: { booking_id: bookingId, amount: amountPounds, currency: "gbp" },
      fallbackMessage,
    });
  let result = await request();
  if (!result.ok && /rate limit/i.test(result.message)) {
    await wait(retryDelayMs);
    result = await request();
  }
  if (!result.ok) throw new PaymentRequestError(result.message);
  // The spec puts the secret beside `data`, not inside it.
  const secret = result.envelope.clientSecret;
  if (typeof secret !== "string" || !secret) throw new PaymentRequestError(fallbackMessage);
  return secret;
}

/** The built-in test provider's confirmation; answers the decline message on failure. */
export async function confirmTestCard(input: {
  clientSecret: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}): Promise<{ ok: true } | { ok: false; message: string }> {
  const result = await api.post<unknown>("/api/payments/test-provider/confirm", {
    json: {
      client_secret: input.clientSecret,
      card_number: input.cardNumber,
      expiry: input.expiry,
      cvc: input.cvc,
    },
    fallbackMessage: "An error occurred during payment processing.",
  });
  return result.ok ? { ok: true } : { ok: false, message: result.message };
}

/** Asks the server to check the PaymentIntent with Stripe itself (the webhook may lag). */
export async function syncPayment(bookingId: number): Promise<void> {
  await api.post<unknown>("/api/payments/sync", { json: { booking_id: bookingId } });
}
