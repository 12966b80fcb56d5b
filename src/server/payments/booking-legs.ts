import "server-only";
import { eq } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { bookings, type BookingRow } from "@/server/db/schema";

/** A booking as it is paid for: the outbound leg and, when there is one, its return leg. */
export interface BookingLegs {
  outbound: BookingRow;
  returnLeg: BookingRow | null;
}

async function findBooking(db: Executor, bookingId: number): Promise<BookingRow | null> {
  const [row] = await db.select().from(bookings).where(eq(bookings.booking_id, bookingId)).limit(1);
  return row ?? null;
}

/**
 * Loads both legs starting from either one. Payment always belongs to the outbound booking,
 * so a return leg's id resolves to its original.
 */
export async function loadBookingLegs(
  db: Executor,
  bookingId: number,
): Promise<BookingLegs | null> {
  const booking = await findBooking(db, bookingId);
  if (!booking) return null;
  const outbound = booking.original_booking_id
    ? await findBooking(db, booking.original_booking_id)
    : booking;
  if (!outbound) return null;
  const returnLeg = outbound.return_booking_id
    ? await findBooking(db, outbound.return_booking_id)
    : null;
  return {
    outbound,
    returnLeg: returnLeg && returnLeg.user_id === outbound.user_id ? returnLeg : null,
  };
}

/**
 * The legs a payment covers: the outbound and its return leg unless that was cancelled. The
 * total, the legs marked paid and the receipt all come from this one list, so they agree.
 */
export function payableLegs(legs: BookingLegs): BookingRow[] {
  return legs.returnLeg && legs.returnLeg.status !== "cancelled"
    ? [legs.outbound, legs.returnLeg]
    : [legs.outbound];
}

export function legIds(legs: BookingLegs): number[] {
  return payableLegs(legs).map((leg) => leg.booking_id);
}

/** The amount charged: the database's prices for the payable legs, never the browser's. */
export function totalPence(legs: BookingLegs): number {
  return payableLegs(legs).reduce((sum, leg) => sum + leg.price_pence, 0);
}

export function isPaid(booking: BookingRow): boolean {
  return booking.payment_status === "paid" || booking.payment_status === "refunded";
}
