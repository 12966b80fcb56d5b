import "server-only";
import { getServerConfig } from "@/env";
import type { PaymentProvider } from "./provider";
import { stripeProvider } from "./stripe-provider";
import { assertTestProviderAllowed, testProvider } from "./test-provider";

/** Stripe when its keys are set; otherwise the built-in test provider (never on a deployment). */
export function getPaymentProvider(): PaymentProvider {
  const config = getServerConfig();
  if (config.payments.kind === "stripe") return stripeProvider;
  assertTestProviderAllowed();
  return testProvider;
}

/**
 * The provider that created a given intent (a payments row or an event names it), so refunds
 * and cancellations go back to it.
 */
export function getProviderOfKind(kind: PaymentProvider["kind"]): PaymentProvider {
  if (kind === "stripe") return stripeProvider;
  assertTestProviderAllowed();
  return testProvider;
}

/** What the payment page needs to know to draw the right card form. */
export function getPaymentClientConfig():
  { provider: "stripe"; publishableKey: string } | { provider: "test"; publishableKey: null } {
  const payments = getServerConfig().payments;
  return payments.kind === "stripe"
    ? { provider: "stripe", publishableKey: payments.publishableKey }
    : { provider: "test", publishableKey: null };
}
