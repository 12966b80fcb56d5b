import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { getServerConfig } from "@/env";
import { getAuthSecret } from "@/server/auth/secret";
import { getDb, type Executor } from "@/server/db/client";
import { bookings, payments, type PaymentRow } from "@/server/db/schema";
import { type IntentStatus, type PaymentProvider, type ProviderIntent } from "./provider";

/**
 * The built-in card provider used when no Stripe keys are set. It keeps its "PaymentIntents" in
 * the payments table (ids `tp_…`) and accepts Stripe's test card numbers. It must never take
 * the place of a real provider on a deployment, where it would take no money.
 */

export const TEST_CARDS = {
  success: "4242424242424242",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
} as const;

export const CARD_DECLINED_MESSAGE = "Your card was declined.";
export const INSUFFICIENT_FUNDS_MESSAGE = "Your card has insufficient funds.";

export function assertTestProviderAllowed(): void {
  if (getServerConfig().isDeployment)
    throw new Error("The test card provider is refused on a deployment");
}

function sign(value: string): string {
  return createHmac("sha256", getAuthSecret()).update(value).digest("hex").slice(0, 24);
}

/** Deterministic per idempotency key, so repeated or concurrent creates converge on one id. */
function intentIdFor(idempotencyKey: string): string {
  return `tp_${sign(`intent:${idempotencyKey}`)}`;
}

export function testClientSecret(intentId: string): string {
  return `${intentId}_secret_${sign(`secret:${intentId}`)}`;
}

/** The intent id inside a client secret, when the secret is genuine. */
export function intentIdFromTestSecret(clientSecret: string): string | null {
  const match = /^(tp_[0-9a-f]+)_secret_[0-9a-f]+$/.exec(clientSecret);
  if (!match) return null;
  const expected = Buffer.from(testClientSecret(match[1]!));
  const given = Buffer.from(clientSecret);
  return expected.length === given.length && timingSafeEqual(expected, given) ? match[1]! : null;
}

const STATUS_MAP: Record<PaymentRow["status"], IntentStatus> = {
  requires_payment: "requires_payment_method",
  failed: "requires_payment_method",
  processing: "processing",
  succeeded: "succeeded",
  // A refunded charge leaves its PaymentIntent succeeded, as at Stripe.
  refunded: "succeeded",
  canceled: "canceled",
};

async function toIntent(row: PaymentRow, executor?: Executor): Promise<ProviderIntent> {
  const db = executor ?? (await getDb());
  const [booking] = await db
    .select({ return_booking_id: bookings.return_booking_id })
    .from(bookings)
    .where(eq(bookings.booking_id, row.booking_id))
    .limit(1);
  const metadata: Record<string, string> = { booking_id: String(row.booking_id) };
  if (booking?.return_booking_id) metadata.return_booking_id = String(booking.return_booking_id);
  if (row.kind === "tip") {
    metadata.kind = "tip";
    metadata.assignment_id = String(row.assignment_id);
  }
  return {
    id: row.provider_payment_id,
    clientSecret: testClientSecret(row.provider_payment_id),
    status: STATUS_MAP[row.status],
    amountPence: row.amount_pence,
    currency: row.currency,
    metadata,
    failureMessage: row.failure_message,
  };
}

export const testProvider: PaymentProvider = {
  kind: "test",
  async createIntent(input, context) {
    assertTestProviderAllowed();
    const bookingId = Number(input.metadata.booking_id);
    if (!Number.isSafeInteger(bookingId)) throw new Error("Test intents need metadata.booking_id");
    const id = intentIdFor(input.idempotencyKey);
    const db = context?.executor ?? (await getDb());
    await db
      .insert(payments)
      .values({
        booking_id: bookingId,
        provider: "test",
        provider_payment_id: id,
        amount_pence: input.amountPence,
        currency: input.currency,
        // A tip's intent names its kind and job, as Stripe's metadata does.
        ...(input.metadata.kind === "tip"
          ? { kind: "tip" as const, assignment_id: Number(input.metadata.assignment_id) }
          : {}),
      })
      .onConflictDoNothing();
    const intent = await testProvider.retrieveIntent(id, context);
    if (!intent) throw new Error(`Test intent ${id} vanished`);
    return intent;
  },
  async retrieveIntent(id, context) {
    assertTestProviderAllowed();
    const db = context?.executor ?? (await getDb());
    const [row] = await db
      .select()
      .from(payments)
      .where(eq(payments.provider_payment_id, id))
      .limit(1);
    return row && row.provider === "test" ? toIntent(row, context?.executor) : null;
  },
  async refund(input) {
    assertTestProviderAllowed();
    // Nothing moves; the caller records the refund on the payments row.
    return { refundId: `tpre_${sign(`refund:${input.idempotencyKey}`)}` };
  },
  async cancelIntent(id, context) {
    assertTestProviderAllowed();
    const db = context?.executor ?? (await getDb());
    // Compare-and-set, as at Stripe: only an intent that has not succeeded can be cancelled.
    await db
      .update(payments)
      .set({ status: "canceled", updated_at: new Date() })
      .where(
        and(
          eq(payments.provider_payment_id, id),
          eq(payments.provider, "test"),
          inArray(payments.status, ["requires_payment", "failed"]),
        ),
      );
    return testProvider.retrieveIntent(id, context);
  },
};
