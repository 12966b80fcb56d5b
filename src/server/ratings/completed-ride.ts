import "server-only";
import { and, eq } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { assignments, bookings, type AssignmentRow, type BookingRow } from "@/server/db/schema";
import { badRequest, conflict, notFound } from "@/server/http/errors";

export const NOT_COMPLETED_MESSAGE = "You can rate this ride once it has been completed";
export const CANCELLED_MESSAGE = "This ride was cancelled";

export interface CompletedRide {
  booking: BookingRow;
  job: AssignmentRow;
  /** When the job was completed: the move to completed is its last write. */
  completedAt: Date;
}

/**
 * The booking and its completed job the customer is rating or tipping. The caller has decided
 * who may (the owner, or a trip link's holder); `ownerUserId` adds the owner check here, so
 * another customer's booking reads as missing. A booking with several cars names the job.
 */
export async function loadCompletedRide(
  db: Executor,
  input: { bookingId: number; assignmentId?: number; ownerUserId?: number },
): Promise<CompletedRide> {
  const [booking] = await db
    .select()
    .from(bookings)
    .where(eq(bookings.booking_id, input.bookingId))
    .limit(1);
  if (!booking || (input.ownerUserId !== undefined && booking.user_id !== input.ownerUserId))
    throw notFound("Booking not found");
  if (booking.status === "cancelled") throw conflict(CANCELLED_MESSAGE);
  const jobs = await db
    .select()
    .from(assignments)
    .where(and(eq(assignments.booking_id, booking.booking_id), eq(assignments.status, "completed")))
    .orderBy(assignments.car_number);
  if (jobs.length === 0) throw conflict(NOT_COMPLETED_MESSAGE);
  let job: AssignmentRow | undefined;
  if (input.assignmentId !== undefined) {
    job = jobs.find((row) => row.assignment_id === input.assignmentId);
    if (!job)
      throw badRequest("Choose one of this booking's completed rides", {
        assignment_id: "Not a completed ride of this booking",
      });
  } else if (jobs.length > 1) {
    throw badRequest("Choose which car's ride", { assignment_id: "Choose which car's ride" });
  } else job = jobs[0];
  return { booking, job: job!, completedAt: job!.updated_at };
}
