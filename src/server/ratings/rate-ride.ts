import "server-only";
import { isWithinRatingWindow, needsFollowUp } from "@/lib/ratings/rules";
import type { RideRatingPayload } from "@/lib/validations/ride-rating";
import { recordAudit, type AuditActor } from "@/server/audit/record-audit";
import type { Executor } from "@/server/db/client";
import { rideRatings, type RideRatingRow } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { conflict } from "@/server/http/errors";
import { loadCompletedRide } from "./completed-ride";
import { refreshDriverRating } from "./driver-rating";

export const ALREADY_RATED_MESSAGE = "This ride has already been rated";
export const WINDOW_CLOSED_MESSAGE = "Rides can be rated for 14 days after they are completed";

export interface RateRideInput {
  bookingId: number;
  rating: RideRatingPayload;
  actor: AuditActor;
  /** The owner's check (a customer's session); a trip link's holder is checked by its token. */
  ownerUserId?: number;
  now?: Date;
}

/**
 * Records the one rating of a completed ride, within 14 days of its completion. The unique job
 * makes "once" hold under a race: the losing insert writes nothing and answers 409. A rating of
 * 3 or less opens a follow-up in the Feedback queue. Audited on the booking.
 */
export async function rateRide(input: RateRideInput, executor?: Executor): Promise<RideRatingRow> {
  const now = input.now ?? new Date();
  return inTransaction(executor, async (tx) => {
    const ride = await loadCompletedRide(tx, {
      bookingId: input.bookingId,
      assignmentId: input.rating.assignment_id,
      ownerUserId: input.ownerUserId,
    });
    if (!isWithinRatingWindow(ride.completedAt, now)) throw conflict(WINDOW_CLOSED_MESSAGE);
    const { stars, tags, comment } = input.rating;
    const [row] = await tx
      .insert(rideRatings)
      .values({
        assignment_id: ride.job.assignment_id,
        booking_id: ride.booking.booking_id,
        driver_id: ride.job.driver_id,
        partner_id: ride.booking.partner_id,
        stars,
        tags,
        comment,
        created_at: now,
        feedback_status: needsFollowUp(stars) ? "open" : "none",
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(ALREADY_RATED_MESSAGE);
    if (row.driver_id != null) await refreshDriverRating(tx, row.driver_id);
    await recordAudit(tx, {
      actor: input.actor,
      entity: { kind: "booking", id: ride.booking.booking_id },
      action: "rated",
      changes: { rating: { old: null, new: stars } },
      context: { rating_id: row.rating_id, assignment_id: ride.job.assignment_id, tags },
    });
    return row;
  });
}
