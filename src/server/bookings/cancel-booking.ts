import "server-only";
import { cancelJobsOfBooking } from "@/server/dispatch/cancel-booking-jobs";
import { logger } from "@/server/http/logger";
import { and, eq, inArray } from "drizzle-orm";
import { bookingStateMachine, type ActorKind } from "@/lib/booking-status";
import { actorKind, cancellableBooking, legsToCancel, type CancellingActor } from "./cancel-legs";
import { canCancelFree } from "@/lib/time-rules";
import type { Executor } from "@/server/db/client";
import { bookings, type BookingRow } from "@/server/db/schema";
import { executorOrDb, inTransaction } from "@/server/db/transaction";
import { customerActor, refundedEvent, statusChangedEvent } from "@/server/audit/booking-events";
import { recordAudit, SYSTEM_ACTOR, type AuditActor } from "@/server/audit/record-audit";
import { AppError, conflict } from "@/server/http/errors";
import {
  cancelOpenIntents,
  closeIntentsBeforeCancelling,
  findSettledPayment,
  issueRefund,
  recordRefund,
  refundablePence,
} from "@/server/payments";
import { sendCancellationNotice } from "./cancellation-notice";
import { findBooking } from "./find-booking";
import { reverseCommissions } from "@/server/partners/ledger/record-commissions";

export interface CancelResult {
  bookingIds: number[];
  refunded: boolean;
  refundPence: number;
  /** Paid, but cancelled inside the last hour: no refund. */
  lateCancellation: boolean;
}

/**
 * Claims the cancellation, compare-and-set on the statuses the machine lets this actor cancel:
 * the booking first (a concurrent cancellation makes this one a 409 with nothing changed), then
 * its return leg. Answers the rows as claimed.
 */
async function claimCancellation(
  executor: Executor | undefined,
  legs: BookingRow[],
  actor: ActorKind,
  now: Date,
  auditActor: AuditActor,
): Promise<BookingRow[]> {
  const cancellable = bookingStateMachine.sourcesOf("cancelled", actor);
  return inTransaction(executor, async (tx) => {
    const claimed: BookingRow[] = [];
    for (const leg of legs) {
      const [row] = await tx
        .update(bookings)
        .set({ status: "cancelled", cancelled_at: now, updated_at: now })
        .where(and(eq(bookings.booking_id, leg.booking_id), inArray(bookings.status, cancellable)))
        .returning();
      if (!row) {
        if (claimed.length === 0) return [];
        continue;
      }
      claimed.push(row);
      await recordAudit(
        tx,
        statusChangedEvent(row.booking_id, auditActor, leg.status, "cancelled"),
      );
      await cancelJobsOfBooking(tx, { bookingId: row.booking_id, actor: auditActor, now });
    }
    return claimed;
  });
}

/** Undoes this request's claim when its refund could not be issued, so the customer can retry. */
async function releaseClaim(
  db: Executor,
  before: BookingRow[],
  now: Date,
  auditActor: AuditActor,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    for (const leg of before) {
      const [released] = await tx
        .update(bookings)
        .set({ status: leg.status, cancelled_at: leg.cancelled_at, updated_at: new Date() })
        .where(
          and(
            eq(bookings.booking_id, leg.booking_id),
            eq(bookings.status, "cancelled"),
            eq(bookings.cancelled_at, now),
          ),
        )
        .returning({ booking_id: bookings.booking_id });
      if (released)
        await recordAudit(
          tx,
          statusChangedEvent(leg.booking_id, auditActor, "cancelled", leg.status, {
            reason: "refund failed; cancellation released",
          }),
        );
    }
  });
}

/**
 * Cancels an upcoming booking for its owner, or any unfinished booking for the operator (the
 * outbound takes its return leg with it); the state machine decides. Open PaymentIntents are
 * cancelled first (a payment in flight refuses with 409). The cancellation is then claimed
 * compare-and-set, and only the request that claimed it refunds: free cancellation up to 1 hour
 * before pickup (always, when the operator cancels) refunds what was paid for the claimed legs,
 * through payments' refund (idempotency key per payment and booking), then records it.
 *
 * With an executor every read and write joins the caller's transaction, so the caller's rollback
 * undoes the cancellation and its refund record. The provider's refund is outside any database:
 * a retry after such a rollback gets the same refund back through its idempotency key.
 */
export async function cancelBooking(
  input: { bookingId: number; now?: Date; auditActor?: AuditActor } & CancellingActor,
  executor?: Executor,
): Promise<CancelResult> {
  const now = input.now ?? new Date();
  const db = await executorOrDb(executor);
  const actor = actorKind(input);
  const found = await cancellableBooking(db, input.bookingId, input, now);

  const outboundId = found.original_booking_id ?? found.booking_id;
  await closeIntentsBeforeCancelling(outboundId, executor);
  // Closing the intents may have applied a payment that had already succeeded.
  const booking = (await findBooking(found.booking_id, db)) ?? found;
  const legs = await legsToCancel(db, booking, actor, now);
  const auditActor =
    input.auditActor ?? ("user" in input ? customerActor(input.user.user_id) : SYSTEM_ACTOR);
  const claimed = await claimCancellation(executor, legs, actor, now, auditActor);
  if (claimed.length === 0) throw conflict("This booking is already cancelled");
  // An intent opened between closing the intents and the claim (for the old total) is closed
  // now; new ones are refused from here on, since the legs are cancelled. Best effort (in a
  // savepoint of its own): one that is already paying ends as a refund of an unwanted payment
  // or, for a changed total, is logged.
  await inTransaction(executor, (tx) => cancelOpenIntents({ bookingId: outboundId }, tx)).catch(
    (error: unknown) => {
      logger.error(
        { err: error, bookingId: booking.booking_id },
        "closing late intents after a cancellation failed",
      );
    },
  );

  // The company cancelling its own ride owes the whole payment back, whenever it happens.
  const free = actor === "admin" || canCancelFree(booking.pickup_at, now);
  const paidLegs = claimed.filter((row) => row.payment_status === "paid");
  const intentId = paidLegs[0]?.payment_intent_id;
  const payment = intentId ? await findSettledPayment(intentId, db) : null;
  const paidPence = paidLegs.reduce((sum, leg) => sum + leg.price_pence, 0);
  const refundPence = free && payment ? refundablePence(payment, paidPence) : 0;
  const bookingIds = claimed.map((row) => row.booking_id);
  const lateCancellation = !free && paidLegs.length > 0;
  if (refundPence <= 0 || !payment) {
    await sendCancellationNotice({ legs: claimed, refundPence: 0, lateCancellation }, executor);
    return { bookingIds, refunded: false, refundPence: 0, lateCancellation };
  }

  let refundId: string;
  try {
    refundId = await issueRefund({
      payment,
      amountPence: refundPence,
      bookingId: booking.booking_id,
    });
  } catch (error) {
    logger.error(
      { err: error, bookingId: booking.booking_id },
      "refund failed; cancellation released",
    );
    await releaseClaim(
      db,
      legs.filter((leg) => bookingIds.includes(leg.booking_id)),
      now,
      auditActor,
    );
    throw new AppError(
      "SERVICE_UNAVAILABLE",
      "We could not issue your refund just now, so the booking was not cancelled. Please try again in a few minutes.",
    );
  }
  await inTransaction(executor, async (tx) => {
    await recordRefund(
      {
        payment,
        amountPence: refundPence,
        refundId,
        bookingIds: paidLegs.map((leg) => leg.booking_id),
        at: now,
      },
      tx,
    );
    await reverseCommissions(tx, {
      legs: paidLegs,
      refundPence,
      source: refundId,
      at: now,
    });
    await recordAudit(
      tx,
      paidLegs.map((leg) =>
        refundedEvent(
          leg.booking_id,
          auditActor,
          {
            amountPence: refundPence,
            partial: false,
            paymentStatus: { old: "paid", new: "refunded" },
          },
          { refund_id: refundId, payment_intent_id: payment.provider_payment_id },
        ),
      ),
    );
  });
  await sendCancellationNotice({ legs: claimed, refundPence, lateCancellation }, executor);
  return { bookingIds, refunded: true, refundPence, lateCancellation };
}
