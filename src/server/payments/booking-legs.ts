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
export async function loadBookingLegs(db: Executor, bookingId: number): Promise<BookingLegs | null> {
  const booking = await findBooking(db, bookingId);
  if (!booking) return null;
  const outbound = booking.original_booking_id ? await findBooking(db, booking.original_booking_id) : booking;
  if (!outbound) return null;
  const returnLeg = outbound.return_booking_id ? await findBooking(db, outbound.return_booking_id) : null;
  return { outbound, returnLeg: returnLeg && returnLeg.user_id === outbound.user_id ? returnLeg : null };
}

export function legIds(legs: BookingLegs): number[] {
  return legs.returnLeg ? [legs.outbound.booking_id, legs.returnLeg.booking_id] : [legs.outbound.booking_id];
}

/** The amount charged: the database's prices for both legs, never the browser's. */
export function totalPence(legs: BookingLegs): number {
  const returnPrice = legs.returnLeg && legs.returnLeg.status !== "cancelled" ? legs.returnLeg.price_pence : 0;
  return legs.outbound.price_pence + returnPrice;
}

export function isPaid(booking: BookingRow): boolean {
  return booking.payment_status === "paid" || booking.payment_status === "refunded";
}
