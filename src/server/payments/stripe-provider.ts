import "server-only";
import Stripe from "stripe";
import {
  CANCELLABLE_STATUSES,
  type IntentStatus,
  type PaymentProvider,
  type ProviderIntent,
} from "./provider";
import { providerError, withProviderErrors } from "./provider-errors";
import { getStripe } from "./stripe-client";

const KNOWN_STATUSES: ReadonlySet<string> = new Set<IntentStatus>([
  "requires_payment_method",
  "requires_confirmation",
  "requires_action",
  "processing",
  "requires_capture",
  "canceled",
  "succeeded",
]);

function isIntentStatus(value: string): value is IntentStatus {
  return KNOWN_STATUSES.has(value);
}

export function fromStripeIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? "",
    // A status newer than this code is treated as in flight: neither payable nor paid.
    status: isIntentStatus(intent.status) ? intent.status : "processing",
    amountPence: intent.amount,
    currency: intent.currency,
    metadata: { ...(intent.metadata ?? {}) },
    failureMessage: intent.last_payment_error?.message ?? null,
  };
}

/**
 * Every call goes through withProviderErrors: a slow or failing Stripe answers 503 or 502 with a
 * clear message wherever the call was made (booking, payment, cancellation, webhook refund).
 */
export const stripeProvider: PaymentProvider = {
  kind: "stripe",
  async createIntent(input) {
    const intent = await withProviderErrors(() =>
      getStripe().paymentIntents.create(
        {
          amount: input.amountPence,
          currency: input.currency,
          metadata: input.metadata,
          description: input.description,
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return fromStripeIntent(intent);
  },
  async retrieveIntent(id) {
    try {
      return fromStripeIntent(await getStripe().paymentIntents.retrieve(id));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404)
        return null;
      throw providerError(error) ?? error;
    }
  },
  async refund(input) {
    const refund = await withProviderErrors(() =>
      getStripe().refunds.create(
        { payment_intent: input.paymentIntentId, amount: input.amountPence },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return { refundId: refund.id };
  },
  async cancelIntent(id) {
    try {
      return fromStripeIntent(
        await getStripe().paymentIntents.cancel(id, { cancellation_reason: "abandoned" }),
      );
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError))
        throw providerError(error) ?? error;
      if (error.statusCode === 404) return null;
      // Stripe refuses to cancel an intent that is already canceled, processing or succeeded:
      // answer how it stands so the caller can decide.
      const current = await stripeProvider.retrieveIntent(id);
      if (current && !CANCELLABLE_STATUSES.has(current.status)) return current;
      throw error;
    }
  },
};
