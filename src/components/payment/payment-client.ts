/** Browser calls of the payment page; messages follow the spec's catalogue. */

export class PaymentRequestError extends Error {}

interface Envelope {
  success?: boolean;
  message?: string;
  clientSecret?: string;
}

async function postJson(
  url: string,
  body: unknown,
): Promise<{ ok: boolean; status: number; data: Envelope }> {
  const response = await fetch(url, {
    method: "POST",
    credentials: "include",
    headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" },
    body: JSON.stringify(body),
  });
  const data = (await response.json().catch(() => ({}))) as Envelope;
  return { ok: response.ok && data.success !== false, status: response.status, data };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Creates (or fetches the existing) PaymentIntent; a rate-limit answer is retried once after 2 s. */
export async function requestClientSecret(
  bookingId: number,
  amountPounds: number,
  retryDelayMs = 2000,
): Promise<string> {
  const body = { booking_id: bookingId, amount: amountPounds, currency: "gbp" };
  let result = await postJson("/api/create-payment-intent", body);
  if (!result.ok && /rate limit/i.test(result.data.message ?? "")) {
    await wait(retryDelayMs);
    result = await postJson("/api/create-payment-intent", body);
  }
  if (!result.ok || !result.data.clientSecret)
    throw new PaymentRequestError(result.data.message ?? "Failed to create payment intent");
  return result.data.clientSecret;
}

/** The built-in test provider's confirmation; answers the decline message on failure. */
export async function confirmTestCard(input: {
  clientSecret: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}): Promise<{ ok: true } | { ok: false; message: string }> {
  const result = await postJson("/api/payments/test-provider/confirm", {
    client_secret: input.clientSecret,
    card_number: input.cardNumber,
    expiry: input.expiry,
    cvc: input.cvc,
  });
  return result.ok
    ? { ok: true }
    : { ok: false, message: result.data.message ?? "An error occurred during payment processing." };
}

/** Asks the server to check the PaymentIntent with Stripe itself (the webhook may lag). */
export async function syncPayment(bookingId: number): Promise<void> {
  await postJson("/api/payments/sync", { booking_id: bookingId }).catch(() => undefined);
}
