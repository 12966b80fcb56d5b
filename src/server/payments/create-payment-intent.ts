import "server-only";
import { and, eq, isNull, or } from "drizzle-orm";
import { formatPence, poundsToPence } from "@/lib/money";
import type { Executor } from "@/server/db/client";
import { executorOrDb } from "@/server/db/transaction";
import { bookings, payments, type BookingRow } from "@/server/db/schema";
import { AppError, conflict, notFound } from "@/server/http/errors";
import { isPaid, loadBookingLegs, totalPence } from "./booking-legs";
import { getPaymentProvider } from "./get-provider";
import { cancelOpenIntents } from "./open-intents";
import { PAYABLE_STATUSES, type ProviderIntent } from "./provider";

export interface CreatePaymentIntentInput {
  userId: number;
  bookingId: number;
  /** What the browser showed, in pounds; only compared, never charged. */
  amountPounds: number;
  currency: string;
}

export interface CreatedPaymentIntent {
  clientSecret: string;
  paymentIntentId: string;
  bookingId: number;
  amountPence: number;
  currency: string;
  provider: "stripe" | "test";
}

/**
 * The Stripe idempotency key for a booking's intent at a given amount. Booking ids repeat across
 * databases that share one Stripe account (dev, CI, staging), so the row's creation instant (ms)
 * is part of it; it stays the same for the same booking and amount.
 */
export function intentIdempotencyKey(
  booking: Pick<BookingRow, "booking_id" | "created_at">,
  amountPence: number,
): string {
  return `booking-${booking.booking_id}-${booking.created_at.getTime()}-amount-${amountPence}`;
}

/**
 * One PaymentIntent per booking and amount. The provider's idempotency key is derived from the
 * booking and its total, so repeated or concurrent calls get the same intent; the booking keeps
 * the id through a compare-and-set, so racing callers converge on whichever was stored first.
 * When the total changes (a return leg cancelled), intents for the old amount are cancelled
 * first, so only one intent can ever take money.
 */
export async function createPaymentIntent(
  input: CreatePaymentIntentInput,
  executor?: Executor,
): Promise<CreatedPaymentIntent> {
  const db = await executorOrDb(executor);
  const context = { executor };
  const legs = await loadBookingLegs(db, input.bookingId);
  if (!legs || legs.outbound.user_id !== input.userId) throw notFound("Booking not found");
  const { outbound } = legs;
  if (outbound.status === "cancelled")
    throw conflict("This booking has been cancelled and cannot be paid");
  if (isPaid(outbound)) throw conflict("This booking has already been paid");
  // A ride whose pickup has passed can no longer be served, so it can no longer be paid for.
  if (outbound.pickup_at.getTime() < Date.now())
    throw conflict("This booking's pickup time has passed and it can no longer be paid");
  if (input.currency !== outbound.currency)
    throw conflict(`Payments for this booking are taken in ${outbound.currency.toUpperCase()}`);

  const amountPence = totalPence(legs);
  if (poundsToPence(input.amountPounds) !== amountPence) {
    throw conflict(
      `The amount does not match the booking total of ${formatPence(amountPence)}. Please reload the page and try again.`,
    );
  }

  const stale = await cancelOpenIntents(
    {
      bookingId: outbound.booking_id,
      keep: (row) => row.amount_pence === amountPence && row.currency === outbound.currency,
    },
    executor,
  );
  if (stale.length > 0) throw conflict("A payment for this booking is already being processed");

  const provider = getPaymentProvider();
  const existing = outbound.payment_intent_id
    ? await provider.retrieveIntent(outbound.payment_intent_id, context)
    : null;
  if (existing?.status === "succeeded" || existing?.status === "processing") {
    throw conflict("A payment for this booking is already being processed");
  }
  const reusable =
    existing && PAYABLE_STATUSES.has(existing.status) && existing.amountPence === amountPence
      ? existing
      : null;

  const metadata: Record<string, string> = {
    booking_id: String(outbound.booking_id),
    user_id: String(outbound.user_id),
  };
  if (legs.returnLeg && legs.returnLeg.status !== "cancelled")
    metadata.return_booking_id = String(legs.returnLeg.booking_id);
  const create = (idempotencyKey: string) =>
    provider.createIntent(
      {
        amountPence,
        currency: outbound.currency,
        metadata,
        idempotencyKey,
        description: `Chauffeur booking #${outbound.booking_id}`,
      },
      context,
    );
  let intent: ProviderIntent =
    reusable ?? (await create(intentIdempotencyKey(outbound, amountPence)));
  // The key's intent was cancelled (the total went back to an earlier amount): a fresh key, still
  // the same for every caller that sees the same cancelled intent.
  if (intent.status === "canceled")
    intent = await create(`${intentIdempotencyKey(outbound, amountPence)}-after-${intent.id}`);
  if (!intent.clientSecret)
    throw new AppError("SERVICE_UNAVAILABLE", "Failed to create payment intent");

  await db
    .insert(payments)
    .values({
      booking_id: outbound.booking_id,
      provider: provider.kind,
      provider_payment_id: intent.id,
      amount_pence: amountPence,
      currency: outbound.currency,
    })
    .onConflictDoNothing();
  // Compare-and-set: only replace the id this call saw (or none); a racing call that stored a
  // different id first wins and everyone answers with that one.
  const seen = outbound.payment_intent_id;
  await db
    .update(bookings)
    .set({ payment_intent_id: intent.id, updated_at: new Date() })
    .where(
      and(
        eq(bookings.booking_id, outbound.booking_id),
        seen
          ? or(eq(bookings.payment_intent_id, seen), isNull(bookings.payment_intent_id))
          : isNull(bookings.payment_intent_id),
      ),
    );
  const [stored] = await db
    .select({ id: bookings.payment_intent_id })
    .from(bookings)
    .where(eq(bookings.booking_id, outbound.booking_id));
  const winner =
    stored?.id && stored.id !== intent.id
      ? await provider.retrieveIntent(stored.id, context)
      : intent;
  const chosen = winner && PAYABLE_STATUSES.has(winner.status) ? winner : intent;

  return {
    clientSecret: chosen.clientSecret,
    paymentIntentId: chosen.id,
    bookingId: outbound.booking_id,
    amountPence,
    currency: outbound.currency,
    provider: provider.kind,
  };
}
