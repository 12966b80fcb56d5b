import "server-only";
import type { Executor } from "@/server/db/client";

/** The states the rest of the code cares about; both providers map onto Stripe's names. */
export type IntentStatus =
  | "requires_payment_method"
  | "requires_confirmation"
  | "requires_action"
  | "processing"
  | "requires_capture"
  | "canceled"
  | "succeeded";

export interface ProviderIntent {
  id: string;
  clientSecret: string;
  status: IntentStatus;
  amountPence: number;
  currency: string;
  metadata: Record<string, string>;
  /** The last decline message, when a payment attempt failed. */
  failureMessage: string | null;
}

export interface CreateIntentInput {
  amountPence: number;
  currency: string;
  metadata: Record<string, string>;
  idempotencyKey: string;
  description: string;
}

/**
 * The caller's transaction. Stripe ignores it; the built-in test provider keeps its intents in
 * the database, so it reads and writes them through the caller's transaction when there is one.
 */
export interface ProviderContext {
  executor?: Executor;
}

export interface RefundInput {
  paymentIntentId: string;
  amountPence: number;
  idempotencyKey: string;
}

/**
 * What payments need from a card provider. Stripe is the real one; the built-in test provider
 * answers the same calls from the database so the whole flow works without keys.
 */
export interface PaymentProvider {
  readonly kind: "stripe" | "test";
  createIntent(input: CreateIntentInput, context?: ProviderContext): Promise<ProviderIntent>;
  /** Null when the provider does not know the id. */
  retrieveIntent(id: string, context?: ProviderContext): Promise<ProviderIntent | null>;
  refund(input: RefundInput): Promise<{ refundId: string }>;
  /**
   * Cancels an intent so it can no longer be confirmed. Answers the intent as it stands after
   * the attempt: `canceled` when it worked (or already was), otherwise its current state (an
   * intent that is `processing` or `succeeded` can no longer be cancelled). Null for an unknown id.
   */
  cancelIntent(id: string, context?: ProviderContext): Promise<ProviderIntent | null>;
}

/** Intents that are still open: they may yet be confirmed, so they can (and should) be cancelled. */
export const CANCELLABLE_STATUSES: ReadonlySet<IntentStatus> = new Set([
  "requires_payment_method",
  "requires_confirmation",
  "requires_action",
  "requires_capture",
]);

/** Intents that can still be paid, so a repeated call may hand back their client secret. */
export const PAYABLE_STATUSES: ReadonlySet<IntentStatus> = new Set([
  "requires_payment_method",
  "requires_confirmation",
  "requires_action",
]);
