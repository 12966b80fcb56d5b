import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { executorOrDb } from "@/server/db/transaction";
import { payments, type PaymentRow } from "@/server/db/schema";
import { conflict } from "@/server/http/errors";
import { applyRetrievedSuccess } from "./apply-retrieved-success";
import { getPaymentProvider } from "./get-provider";
import type { ProviderIntent } from "./provider";

export const PAYMENT_IN_FLIGHT_MESSAGE =
  "A payment for this booking is being processed. Please try again in a few minutes.";

/**
 * Cancels a booking's intents that could still take money (every intent is recorded in
 * `payments` when it is created), except those `keep` spares. Answers the intents that could no
 * longer be cancelled because they are processing or have succeeded.
 */
export async function cancelOpenIntents(
  input: { bookingId: number; keep?: (row: PaymentRow) => boolean },
  executor?: Executor,
): Promise<ProviderIntent[]> {
  const provider = getPaymentProvider();
  const db = await executorOrDb(executor);
  const rows = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.booking_id, input.bookingId),
        // A tip's intent is the tip's business (it never pays the booking).
        eq(payments.kind, "booking"),
        eq(payments.provider, provider.kind),
        inArray(payments.status, ["requires_payment", "processing", "failed"]),
      ),
    );
  const stuck: ProviderIntent[] = [];
  for (const row of rows) {
    if (input.keep?.(row)) continue;
    const intent = await provider.cancelIntent(row.provider_payment_id, { executor });
    if (!intent) continue;
    if (intent.status === "canceled") {
      await markPaymentCanceled(db, row.payment_id, ["requires_payment", "processing", "failed"]);
    } else {
      stuck.push(intent);
    }
  }
  return stuck;
}

/**
 * The payment row of an intent the provider has cancelled says canceled, compare-and-set on the
 * states `from` it may still be in (a success or failure that got there first stays).
 */
export async function markPaymentCanceled(
  db: Executor,
  paymentId: number,
  from: PaymentRow["status"][],
): Promise<void> {
  await db
    .update(payments)
    .set({ status: "canceled", updated_at: new Date() })
    .where(and(eq(payments.payment_id, paymentId), inArray(payments.status, from)));
}

/**
 * Before a booking (or its return leg) is cancelled, its open intents are cancelled so a late
 * confirmation cannot charge for a cancelled ride. A payment in flight refuses the cancellation;
 * one that has already succeeded is applied first, so the cancellation refunds it by the rules.
 */
export async function closeIntentsBeforeCancelling(
  outboundBookingId: number,
  executor?: Executor,
): Promise<void> {
  const stuck = await cancelOpenIntents({ bookingId: outboundBookingId }, executor);
  if (stuck.some((intent) => intent.status !== "succeeded"))
    throw conflict(PAYMENT_IN_FLIGHT_MESSAGE);
  for (const intent of stuck) await applyRetrievedSuccess(intent, executor);
}
