import "server-only";

export const HANDLED_EVENT_TYPES = [
  "payment_intent.succeeded",
  "payment_intent.payment_failed",
] as const;
export type HandledEventType = (typeof HANDLED_EVENT_TYPES)[number];

/** A provider-neutral payment event: a Stripe webhook, the test provider, or a retrieval. */
export interface PaymentEvent {
  id: string;
  type: HandledEventType;
  provider: "stripe" | "test";
  intent: {
    id: string;
    amountPence: number;
    currency: string;
    metadata: Record<string, string>;
    failureMessage: string | null;
  };
}

export type PaymentEventOutcome =
  | { outcome: "paid"; bookingIds: number[] }
  | { outcome: "already-paid" }
  | { outcome: "refunded"; reason: string }
  | { outcome: "failure-recorded" }
  | { outcome: "tip-credited"; bookingId: number }
  | { outcome: "duplicate" }
  | { outcome: "rejected"; reason: string };

/** Payment rows a success may still settle; a settled (succeeded or refunded) one stays as is. */
export const OPEN_PAYMENT_STATES = ["requires_payment", "processing", "failed"] as const;
