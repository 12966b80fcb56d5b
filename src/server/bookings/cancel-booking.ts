import "server-only";
import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import { canCancelFree } from "@/lib/time-rules";
import { getDb } from "@/server/db/client";
import { bookings, payments } from "@/server/db/schema";
import { conflict, notFound } from "@/server/http/errors";
import { getPaymentProvider } from "@/server/payments/get-provider";

export interface CancelResult {
  bookingIds: number[];
  refunded: boolean;
  refundPence: number;
  /** Paid, but cancelled inside the last hour: no refund. */
  lateCancellation: boolean;
}

const FINISHED = ["cancelled", "completed"] as const;

/**
 * Cancels an upcoming booking for its owner (the outbound takes its return leg with it). Free
 * cancellation up to 1 hour before pickup refunds what was paid for the cancelled legs, through
 * the provider with an idempotency key, before the cancellation is recorded.
 */
export async function cancelBooking(input: { userId: number; bookingId: number; now?: Date }): Promise<CancelResult> {
  const now = input.now ?? new Date();
  const db = await getDb();
  const [booking] = await db.select().from(bookings).where(eq(bookings.booking_id, input.bookingId)).limit(1);
  if (!booking || booking.user_id !== input.userId) throw notFound("Booking not found");
  if (booking.status === "cancelled") throw conflict("This booking is already cancelled");
  if (booking.status === "completed" || booking.pickup_at.getTime() <= now.getTime()) throw conflict("Only upcoming bookings can be cancelled");

  const legs = [booking];
  if (!booking.original_booking_id && booking.return_booking_id) {
    const [returnLeg] = await db.select().from(bookings).where(eq(bookings.booking_id, booking.return_booking_id)).limit(1);
    if (returnLeg && returnLeg.user_id === booking.user_id && !FINISHED.includes(returnLeg.status as (typeof FINISHED)[number])) legs.push(returnLeg);
  }
  const outboundId = booking.original_booking_id ?? booking.booking_id;
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.booking_id, outboundId), inArray(payments.status, ["succeeded", "refunded"])))
    .limit(1);
  const paidLegs = legs.filter((leg) => leg.payment_status === "paid");
  const free = canCancelFree(booking.pickup_at, now);
  const refundPence = free && payment ? Math.min(paidLegs.reduce((sum, leg) => sum + leg.price_pence, 0), payment.amount_pence - payment.refunded_pence) : 0;

  const refund = refundPence > 0 && payment
    ? await getPaymentProvider().refund({ paymentIntentId: payment.provider_payment_id, amountPence: refundPence, idempotencyKey: `refund-booking-${booking.booking_id}` })
    : null;

  const ids = legs.map((leg) => leg.booking_id);
  const changed = await db.transaction(async (tx) => {
    const rows = await tx
      .update(bookings)
      .set({ status: "cancelled", cancelled_at: now, updated_at: now, ...(refund ? { payment_status: "refunded" as const } : {}) })
      .where(and(inArray(bookings.booking_id, ids), notInArray(bookings.status, [...FINISHED])))
      .returning({ booking_id: bookings.booking_id });
    if (refund && payment && rows.length > 0) {
      const fullyRefunded = payment.refunded_pence + refundPence >= payment.amount_pence;
      await tx
        .update(payments)
        .set({
          refunded_pence: sql`least(${payments.amount_pence}, ${payments.refunded_pence} + ${refundPence})`,
          refund_id: refund.refundId,
          updated_at: now,
          ...(fullyRefunded ? { status: "refunded" as const } : {}),
        })
        .where(eq(payments.payment_id, payment.payment_id));
    }
    return rows.map((row) => row.booking_id);
  });
  if (changed.length === 0) throw conflict("This booking is already cancelled");
  return { bookingIds: changed, refunded: refund !== null, refundPence: refund ? refundPence : 0, lateCancellation: !free && paidLegs.length > 0 };
}
