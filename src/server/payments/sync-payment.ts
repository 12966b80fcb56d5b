import "server-only";
import type { Executor } from "@/server/db/client";
import { executorOrDb } from "@/server/db/transaction";
import { notFound } from "@/server/http/errors";
import { loadBookingLegs } from "./booking-legs";
import { getPaymentProvider } from "./get-provider";
import { applyRetrievedSuccess } from "./apply-retrieved-success";
import type { ProviderIntent } from "./provider";

/**
 * Asks the provider, server to server, how a booking's PaymentIntent stands, and when it has
 * succeeded applies the same path a webhook would (idempotent). Used when the browser returns
 * before the webhook: the browser's word alone never marks anything paid.
 */
export async function syncIntentForOwner(
  input: { userId: number; intentId: string; clientSecret?: string },
  executor?: Executor,
): Promise<{ intent: ProviderIntent; bookingId: number } | null> {
  const provider = getPaymentProvider();
  const intent = await provider.retrieveIntent(input.intentId, { executor });
  if (!intent) return null;
  if (input.clientSecret !== undefined && intent.clientSecret !== input.clientSecret) return null;
  const bookingId = Number(intent.metadata.booking_id);
  if (!Number.isSafeInteger(bookingId)) return null;
  const legs = await loadBookingLegs(await executorOrDb(executor), bookingId);
  if (!legs || legs.outbound.booking_id !== bookingId || legs.outbound.user_id !== input.userId)
    return null;
  if (intent.status === "succeeded") await applyRetrievedSuccess(intent, executor);
  return { intent, bookingId };
}

/** The same check for a booking id (the payment page after Stripe confirms without a redirect). */
export async function syncBookingPayment(
  input: { userId: number; bookingId: number },
  executor?: Executor,
): Promise<{ status: ProviderIntent["status"] | "none" }> {
  const legs = await loadBookingLegs(await executorOrDb(executor), input.bookingId);
  if (!legs || legs.outbound.user_id !== input.userId) throw notFound("Booking not found");
  const intentId = legs.outbound.payment_intent_id;
  if (!intentId) return { status: "none" };
  const synced = await syncIntentForOwner({ userId: input.userId, intentId }, executor);
  return { status: synced?.intent.status ?? "none" };
}
