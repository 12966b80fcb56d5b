import "server-only";
import type { ActorKind, BookingStatus } from "@/lib/booking-status";
import type { Executor } from "@/server/db/client";
import type { BookingRow } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { notFound } from "@/server/http/errors";
import { cancelBooking } from "./cancel-booking";
import { findBooking } from "./find-booking";
import { assertBookingTransition, transitionBooking } from "./transition";

/**
 * An administrator (or, later, a driver or partner) changes a booking's status. The state
 * machine decides; the write is compare-and-set. Cancelling goes through the same path as a
 * customer's cancellation (open PaymentIntents closed first, the return leg taken along), as the
 * operator: whatever was paid is refunded in full. Runs inside the caller's transaction when
 * one is given.
 */
export async function changeBookingStatus(
  input: { bookingId: number; status: BookingStatus; actor?: ActorKind },
  executor?: Executor,
): Promise<BookingRow> {
  const actor = input.actor ?? "admin";
  if (input.status === "cancelled") {
    const current = await findBooking(input.bookingId, executor);
    if (!current) throw notFound("Booking not found");
    assertBookingTransition({ booking: current, to: "cancelled", actor });
    await cancelBooking({ bookingId: current.booking_id, byOperator: true }, executor);
    return (await findBooking(current.booking_id, executor)) ?? current;
  }
  return inTransaction(executor, async (tx) => {
    const current = await findBooking(input.bookingId, tx);
    if (!current) throw notFound("Booking not found");
    return transitionBooking(tx, { booking: current, to: input.status, actor });
  });
}
