import "server-only";
import Stripe from "stripe";
import { getServerConfig, type PaymentsAdapter } from "@/env";

type StripeAdapter = Extract<PaymentsAdapter, { kind: "stripe" }>;

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
    maxNetworkRetries: 2,
    timeout: 20_000,
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
