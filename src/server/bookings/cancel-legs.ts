import "server-only";
import { bookingStateMachine, type ActorKind } from "@/lib/booking-status";
import { canCancelFree, formatLongDateTime } from "@/lib/time-rules";
import { canChangeBooking, type Actor } from "@/server/auth/policies";
import type { Executor } from "@/server/db/client";
import type { BookingRow } from "@/server/db/schema";
import { executorOrDb } from "@/server/db/transaction";
import { conflict, notFound } from "@/server/http/errors";
import { findSettledPayment, refundablePence } from "@/server/payments";
import { findBooking } from "./find-booking";

/**
 * Who cancels: a signed-in person, whom the booking policy must allow (its owner, or an
 * administrator), or the operator's own flows (a status change in the console).
 */
export type CancellingActor = { user: Actor } | { byOperator: true };

/** A customer cancels their own upcoming booking; an administrator (the operator) any unfinished one. */
export function actorKind(actor: CancellingActor): ActorKind {
  return "byOperator" in actor || actor.user.role === "admin" ? "admin" : "customer";
}

/** The state machine's answer for one leg (the customer's rule: only rides still to come). */
export function mayCancel(leg: BookingRow, actor: ActorKind, now: Date) {
  return bookingStateMachine.check({
    from: leg.status,
    to: "cancelled",
    actor,
    context: { paymentStatus: leg.payment_status, pickupAt: leg.pickup_at, now },
  });
}

/**
 * The legs a cancellation covers: an outbound takes its unfinished return leg with it; a return
 * leg is cancelled alone (the outbound still runs).
 */
export async function legsToCancel(
  db: Executor,
  booking: BookingRow,
  actor: ActorKind,
  now: Date,
): Promise<BookingRow[]> {
  if (booking.original_booking_id || !booking.return_booking_id) return [booking];
  const returnLeg = await findBooking(booking.return_booking_id, db);
  const takesReturn =
    returnLeg && returnLeg.user_id === booking.user_id && mayCancel(returnLeg, actor, now).allowed;
  return takesReturn ? [booking, returnLeg] : [booking];
}

/** The booking if this actor may cancel it now: 404 for someone else's, 409 with the reason. */
export async function cancellableBooking(
  db: Executor,
  bookingId: number,
  actor: CancellingActor,
  now: Date,
): Promise<BookingRow> {
  const found = await findBooking(bookingId, db);
  // Someone else's booking answers like a missing one.
  if (!found || ("user" in actor && !canChangeBooking(actor.user, found)))
    throw notFound("Booking not found");
  const verdict = mayCancel(found, actorKind(actor), now);
  if (!verdict.allowed) {
    // Customers are told what they can do; a finished ride is simply not upcoming any more.
    const finished = found.status === "completed" && actorKind(actor) === "customer";
    throw conflict(finished ? "Only upcoming bookings can be cancelled" : verdict.reason);
  }
  return found;
}

export function legLabel(leg: BookingRow): "Outbound" | "Return" {
  return leg.original_booking_id ? "Return" : "Outbound";
}

export interface CancellationPreview {
  legs: {
    booking_id: number;
    booking_reference: string;
    leg: "Outbound" | "Return";
    date_time: string;
  }[];
  paid: boolean;
  /** Free cancellation (up to 1 hour before pickup, or the operator cancelling). */
  free: boolean;
  refund_pence: number;
}

/**
 * What cancelling this booking would do, computed by the same rules as the cancellation itself:
 * which legs (each with its date) and how much would be refunded. Nothing is changed.
 */
export async function previewCancellation(
  input: { bookingId: number; now?: Date } & CancellingActor,
  executor?: Executor,
): Promise<CancellationPreview> {
  const now = input.now ?? new Date();
  const db = await executorOrDb(executor);
  const booking = await cancellableBooking(db, input.bookingId, input, now);
  const legs = await legsToCancel(db, booking, actorKind(input), now);
  const free = actorKind(input) === "admin" || canCancelFree(booking.pickup_at, now);
  const paidLegs = legs.filter((leg) => leg.payment_status === "paid");
  const intentId = paidLegs[0]?.payment_intent_id;
  const payment = intentId ? await findSettledPayment(intentId, db) : null;
  const paidPence = paidLegs.reduce((sum, leg) => sum + leg.price_pence, 0);
  return {
    legs: legs.map((leg) => ({
      booking_id: leg.booking_id,
      booking_reference: leg.booking_reference,
      leg: legLabel(leg),
      date_time: formatLongDateTime(leg.booking_date, leg.booking_time),
    })),
    paid: paidLegs.length > 0,
    free,
    refund_pence: free && payment ? refundablePence(payment, paidPence) : 0,
  };
}
