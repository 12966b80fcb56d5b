import "server-only";
import type { Executor } from "@/server/db/client";
import { getPaymentProvider } from "./get-provider";
import { processPaymentEvent } from "./process-payment-event";
import type { ProviderIntent } from "./provider";

/**
 * Applies a success learnt by asking the provider rather than from its webhook. The event id
 * is derived from the intent, so however many callers find the same success, it applies once.
 */
export async function applyRetrievedSuccess(intent: ProviderIntent, executor?: Executor) {
  return processPaymentEvent(
    {
      id: `retrieval:${intent.id}:succeeded`,
      type: "payment_intent.succeeded",
      provider: getPaymentProvider().kind,
      intent,
    },
    executor,
  );
}
