import "server-only";
import { and, eq } from "drizzle-orm";
import {
  bookingStateMachine,
  type ActorKind,
  type BookingStatus,
  type TransitionContext,
} from "@/lib/booking-status";
import type { Executor } from "@/server/db/client";
import { bookings, type BookingRow } from "@/server/db/schema";
import { conflict } from "@/server/http/errors";

// The database enum and the state machine name the same statuses; this fails to compile if not.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const statusesAgree: Same<BookingRow["status"], BookingStatus> = true;
void statusesAgree;

export const BOOKING_CHANGED_MESSAGE =
  "The booking changed while you were updating it. Please reload and try again.";

/** The machine's verdict for this booking, or a 409 carrying its reason. */
export function assertBookingTransition(input: {
  booking: Pick<BookingRow, "status" | "payment_status" | "pickup_at">;
  to: BookingStatus;
  actor: ActorKind;
  now?: Date;
}): void {
  const context: TransitionContext = {
    paymentStatus: input.booking.payment_status,
    pickupAt: input.booking.pickup_at,
    now: input.now,
  };
  const verdict = bookingStateMachine.check({
    from: input.booking.status,
    to: input.to,
    actor: input.actor,
    context,
  });
  if (!verdict.allowed) throw conflict(verdict.reason);
}

/**
 * Checks the move and writes it compare-and-set: the update lands only if the status (and the
 * payment state a guard looked at) is still what was checked; otherwise 409, nothing changed.
 */
export async function transitionBooking(
  executor: Executor,
  input: {
    booking: BookingRow;
    to: BookingStatus;
    actor: ActorKind;
    now?: Date;
    set?: Partial<Pick<BookingRow, "cancelled_at">>;
  },
): Promise<BookingRow> {
  assertBookingTransition(input);
  const { booking } = input;
  const [updated] = await executor
    .update(bookings)
    .set({ ...input.set, status: input.to, updated_at: input.now ?? new Date() })
    .where(
      and(
        eq(bookings.booking_id, booking.booking_id),
        eq(bookings.status, booking.status),
        eq(bookings.payment_status, booking.payment_status),
      ),
    )
    .returning();
  if (!updated) throw conflict(BOOKING_CHANGED_MESSAGE);
  return updated;
}
