import { ok } from "@/server/http/envelope";
import { AppError } from "@/server/http/errors";
import { route } from "@/server/http/route";
import { handleStripeWebhook } from "@/server/payments/stripe-webhook";

export const dynamic = "force-dynamic";

// Stripe's events are a few kilobytes; anything near this is not from Stripe.
const MAX_EVENT_BYTES = 512 * 1024;

/** POST /api/webhooks/stripe: the raw body is read first; the signature is checked over it. */
export const POST = route(async (request) => {
  if (Number(request.headers.get("content-length") ?? "0") > MAX_EVENT_BYTES)
    throw new AppError("PAYLOAD_TOO_LARGE", "Request body is too large");
  const payload = await request.text();
  if (Buffer.byteLength(payload) > MAX_EVENT_BYTES)
    throw new AppError("PAYLOAD_TOO_LARGE", "Request body is too large");
  const outcome = await handleStripeWebhook({
    payload,
    signature: request.headers.get("stripe-signature"),
  });
  return ok(
    {
      received: true,
      type: outcome.type,
      outcome: outcome.handled ? outcome.result.outcome : "ignored",
    },
    { message: outcome.handled ? "Event processed" : "Event ignored" },
  );
});
