import "server-only";
import Stripe from "stripe";
import { AppError } from "@/server/http/errors";
import { logger } from "@/server/http/logger";

export const PAYMENT_PROVIDER_SLOW =
  "The payment provider is not responding. Please try again in a few moments.";
export const PAYMENT_PROVIDER_FAILED =
  "The payment provider could not complete the request. Please try again in a few minutes.";
const RETRY_AFTER_SECONDS = 10;

/**
 * What a slow or failing Stripe answers: no connection or a timeout (after the bounded retry in
 * stripe-client.ts) or Stripe's rate limit is a 503 with Retry-After; Stripe failing on its side
 * (5xx) or refusing our keys is a 502. Never a 500: the fault is the provider's or the
 * configuration's, and the message says so. Anything else (a request Stripe found invalid) is
 * left to its caller.
 */
export function providerError(error: unknown): AppError | undefined {
  if (!(error instanceof Stripe.errors.StripeError)) return undefined;
  const fields = { type: error.type, statusCode: error.statusCode, requestId: error.requestId };
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeRateLimitError
  ) {
    logger.warn(fields, "Stripe is unreachable, slow or rate limiting: answered 503");
    return new AppError("SERVICE_UNAVAILABLE", PAYMENT_PROVIDER_SLOW, {
      retryAfterSeconds: RETRY_AFTER_SECONDS,
    });
  }
  if (
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError ||
    (error.statusCode ?? 0) >= 500
  ) {
    logger.error(fields, "Stripe failed: answered 502");
    return new AppError("BAD_GATEWAY", PAYMENT_PROVIDER_FAILED);
  }
  return undefined;
}

/** Runs a Stripe call and turns a provider outage into the AppError above. */
export async function withProviderErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw providerError(error) ?? error;
  }
}
