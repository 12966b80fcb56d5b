import "server-only";
import { and, eq } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { payments } from "@/server/db/schema";
import { executorOrDb } from "@/server/db/transaction";
import { AppError, conflict } from "@/server/http/errors";
import { getPaymentProvider } from "@/server/payments/get-provider";
import { markPaymentCanceled } from "@/server/payments/open-intents";
import { loadCompletedRide } from "../completed-ride";

export const ALREADY_TIPPED_MESSAGE = "You have already tipped for this ride. Thank you!";
export const NO_CHAUFFEUR_MESSAGE = "Tips can only be given to our own chauffeurs";
export const TIP_IN_FLIGHT_MESSAGE = "A tip for this ride is already being processed";

export interface CreatedTipIntent {
  clientSecret: string;
  paymentIntentId: string;
  bookingId: number;
  assignmentId: number;
  amountPence: number;
  currency: string;
  provider: "stripe" | "test";
}

/**
 * A PaymentIntent for a tip on a completed ride, through the booking's payment provider, kept
 * apart from the booking's own payment (payments.kind 'tip', with the chauffeur's job). One tip
 * per job: the chauffeur's ledger holds one tip row per job, so a second is refused, and an open
 * intent for another amount is cancelled first so only one can take money. The provider's
 * idempotency key is derived from the job and the amount, so a repeated call gets the same intent.
 */
export async function createTipIntent(
  input: { userId: number; bookingId: number; amountPence: number; assignmentId?: number },
  executor?: Executor,
): Promise<CreatedTipIntent> {
  const db = await executorOrDb(executor);
  const { booking, job } = await loadCompletedRide(db, {
    bookingId: input.bookingId,
    assignmentId: input.assignmentId,
    ownerUserId: input.userId,
  });
  if (job.driver_id == null) throw conflict(NO_CHAUFFEUR_MESSAGE);
  const tips = await db
    .select()
    .from(payments)
    .where(and(eq(payments.assignment_id, job.assignment_id), eq(payments.kind, "tip")));
  if (tips.some((row) => row.status === "succeeded" || row.status === "refunded"))
    throw conflict(ALREADY_TIPPED_MESSAGE);
  const provider = getPaymentProvider();
  const context = { executor };
  for (const row of tips) {
    if (row.amount_pence === input.amountPence || row.provider !== provider.kind) continue;
    if (!["requires_payment", "failed", "processing"].includes(row.status)) continue;
    const intent = await provider.cancelIntent(row.provider_payment_id, context);
    if (intent && intent.status !== "canceled") throw conflict(TIP_IN_FLIGHT_MESSAGE);
    await markPaymentCanceled(db, row.payment_id, ["requires_payment", "failed"]);
  }

  const key = `tip-booking-${booking.booking_id}-${booking.created_at.getTime()}-job-${job.assignment_id}-amount-${input.amountPence}`;
  const create = (idempotencyKey: string) =>
    provider.createIntent(
      {
        amountPence: input.amountPence,
        currency: booking.currency,
        metadata: {
          booking_id: String(booking.booking_id),
          user_id: String(booking.user_id),
          kind: "tip",
          assignment_id: String(job.assignment_id),
        },
        idempotencyKey,
        description: `Tip for chauffeur booking #${booking.booking_id}`,
      },
      context,
    );
  let intent = await create(key);
  if (intent.status === "canceled") intent = await create(`${key}-after-${intent.id}`);
  if (intent.status === "succeeded") throw conflict(ALREADY_TIPPED_MESSAGE);
  if (!intent.clientSecret) throw new AppError("SERVICE_UNAVAILABLE", "Failed to create the tip");
  await db
    .insert(payments)
    .values({
      booking_id: booking.booking_id,
      provider: provider.kind,
      provider_payment_id: intent.id,
      kind: "tip",
      assignment_id: job.assignment_id,
      amount_pence: input.amountPence,
      currency: booking.currency,
    })
    .onConflictDoNothing();
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    bookingId: booking.booking_id,
    assignmentId: job.assignment_id,
    amountPence: input.amountPence,
    currency: booking.currency,
    provider: provider.kind,
  };
}
