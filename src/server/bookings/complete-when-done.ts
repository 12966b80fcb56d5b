import "server-only";
import { and, countDistinct, eq } from "drizzle-orm";
import { statusChangedEvent } from "@/server/audit/booking-events";
import { recordAudit, SYSTEM_ACTOR } from "@/server/audit/record-audit";
import type { Executor } from "@/server/db/client";
import { lockRow } from "@/server/db/lock-row";
import { assignments, bookings } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { transitionBooking } from "./transition";

/** Bookings that are done once every car's ride is completed; a pending (account) job waits. */
const COMPLETABLE = new Set(["paid", "confirmed"]);

/**
 * Completes a paid or confirmed booking once every one of its cars has a completed ride, so the
 * customer's list and the operator's show it done without an operator marking it. The booking's
 * own status stays the commercial one until then (a booking with two cars has two jobs). Run as
 * a job queued by each car's completion (queue-completion.ts), in a transaction of its own that
 * locks the booking first, as assigning and cancelling do (locking it inside the job's move,
 * after the job's row, could deadlock with a cancellation). A no show leaves the booking to the
 * operator. Safe to run twice: a completed booking is left as it is. Answers whether it
 * completed the booking.
 */
export async function completeBookingWhenRidesDone(
  input: { bookingId: number; now: Date },
  executor?: Executor,
): Promise<boolean> {
  return inTransaction(executor, async (tx) => {
    const booking = await lockRow(tx, bookings, eq(bookings.booking_id, input.bookingId));
    if (!booking || !COMPLETABLE.has(booking.status)) return false;
    const [done] = await tx
      .select({ cars: countDistinct(assignments.car_number) })
      .from(assignments)
      .where(
        and(eq(assignments.booking_id, booking.booking_id), eq(assignments.status, "completed")),
      );
    if ((done?.cars ?? 0) < booking.number_of_cars) return false;
    const completed = await transitionBooking(tx, {
      booking,
      to: "completed",
      actor: "system",
      now: input.now,
    });
    await recordAudit(
      tx,
      statusChangedEvent(booking.booking_id, SYSTEM_ACTOR, booking.status, completed.status, {
        reason: "every car's ride completed",
      }),
    );
    return true;
  });
}
