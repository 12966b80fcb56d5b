import "server-only";
import Stripe from "stripe";
import { getServerConfig, type PaymentsAdapter } from "@/env";

type StripeAdapter = Extract<PaymentsAdapter, { kind: "stripe" }>;

/**
 * Bounds on every Stripe call: one try plus one retry of at most `timeoutMs` each (with Stripe's
 * short back-off), after which the caller answers 503 (see provider-errors.ts), never a hang.
 * Read when a client is built; tests shorten them to exercise a slow provider quickly.
 */
export const stripeLimits = { timeoutMs: 8_000, maxNetworkRetries: 1 };

let cached: { adapter: StripeAdapter; client: Stripe } | undefined;

/**
 * The Stripe client for the configured keys. `STRIPE_API_HOST/PORT/PROTOCOL` point it at another
 * endpoint (the integration tests' local fake Stripe, or stripe-mock).
 */
export function getStripe(): Stripe {
  const adapter = getServerConfig().payments;
  if (adapter.kind !== "stripe") throw new Error("Stripe is not configured");
  if (cached?.adapter === adapter) return cached.client;
  const client = new Stripe(adapter.secretKey, {
    maxNetworkRetries: stripeLimits.maxNetworkRetries,
    timeout: stripeLimits.timeoutMs,
    telemetry: false,
    appInfo: { name: "chauffeur-booking" },
    ...(adapter.apiHost
      ? { host: adapter.apiHost, port: adapter.apiPort, protocol: adapter.apiProtocol ?? "https" }
      : {}),
  });
  cached = { adapter, client };
  return client;
}

export function getWebhookSecret(): string | null {
  const adapter = getServerConfig().payments;
  return adapter.kind === "stripe" ? adapter.webhookSecret : null;
}
