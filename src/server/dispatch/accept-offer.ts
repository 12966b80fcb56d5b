import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { recordAudit, SYSTEM_ACTOR, type AuditActor } from "@/server/audit/record-audit";
import type { Executor, Transaction } from "@/server/db/client";
import { lockRowOrNotFound } from "@/server/db/lock-row";
import { assignments, bookings, type AssignmentRow } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { postgresErrorCode, UNIQUE_VIOLATION } from "@/server/http/database-errors";
import { AppError, conflict } from "@/server/http/errors";
import {
  assertCarFree,
  assertDriverCanTakeJob,
  assertDriverFree,
  lockAssignableBooking,
} from "./assignment-checks";
import { assignmentRefusal } from "./assignment-conflicts";
import { jobMovedEvent } from "./assignment-events";
import { assertJobMove } from "./job-writes";
import { planJobMessages } from "@/server/notifications/plan-ride-messages";
import { notifyChauffeurAssigned } from "./chauffeur-notice";
import { readSettingsGroup } from "@/server/settings/read-settings";
import { expireOffers } from "./offer-expiry";
import {
  closedOfferError,
  isOpenOffer,
  JOB_TAKEN_MESSAGE,
  OFFER_EXPIRED_MESSAGE,
  TAKEN_REASON,
} from "./offer-outcomes";
import { findOwnOffer, lockOffer } from "./own-offer";

export interface AnswerOfferInput {
  assignmentId: number;
  /** The signed-in driver's account; the offer must be made to the driver record behind it. */
  userId: number;
  actor: AuditActor;
  now?: Date;
}

/**
 * A chauffeur accepts their offer: the job becomes theirs (`assigned`) and every other open offer
 * for the same car closes ("Taken by another chauffeur"), all with History lines, in one
 * transaction. Several chauffeurs offered one car who accept at once queue on the booking's row
 * lock: the first wins, each later one finds the car taken (409). The exclusion constraint is the
 * last word on the chauffeur's and vehicle's time, answered as the same 409 assigning gives.
 * Accepting twice answers the accepted job again (a double tap on a phone is not an error).
 */
export async function acceptOffer(
  input: AnswerOfferInput,
  executor?: Executor,
): Promise<AssignmentRow> {
  const now = input.now ?? new Date();
  // In a transaction of its own: the expiry must commit even though this accept is then refused.
  await expireOffers(executor, now);
  return inTransaction(executor, async (tx) => {
    const found = await findOwnOffer(tx, input);
    // The booking first, then the offer: the order creating offers and assigning lock in.
    await lockRowOrNotFound(
      tx,
      bookings,
      eq(bookings.booking_id, found.booking_id),
      "Booking not found",
    );
    const offer = await lockOffer(tx, found);
    if (offer.status === "assigned" && offer.responded_at !== null) return offer;
    if (!isOpenOffer(offer, now)) throw closedOfferError(offer);

    const booking = await lockAssignableBooking(tx, {
      bookingId: offer.booking_id,
      carNumber: offer.car_number,
    });
    await assertCarFree(tx, { bookingId: offer.booking_id, carNumber: offer.car_number }).catch(
      (error: unknown) => {
        throw error instanceof AppError && error.status === 409
          ? conflict(JOB_TAKEN_MESSAGE)
          : error;
      },
    );
    await assertDriverCanTakeJob(tx, {
      booking,
      driverId: offer.driver_id!,
      vehicleId: offer.vehicle_id,
      now,
    });
    // The turnaround buffer, which the exclusion constraint cannot know (it sees true overlaps).
    await assertDriverFree(tx, {
      driverId: offer.driver_id!,
      startsAt: offer.starts_at,
      endsAt: offer.ends_at,
      bufferMinutes: (await readSettingsGroup("dispatch", tx)).turnaround_buffer_minutes,
    });
    assertJobMove({ from: offer.status, to: "assigned", actor: input.actor.kind, isOwnJob: true });

    const accepted = await takeJob(tx, offer, now);
    await recordAudit(
      tx,
      jobMovedEvent({ actor: input.actor, assignment: accepted, from: "offered" }),
    );
    await closeOtherOffers(tx, accepted);
    await notifyChauffeurAssigned(tx, accepted, now);
    await planJobMessages(tx, accepted, now);
    return accepted;
  });
}

/**
 * The flip to `assigned` in a savepoint of its own: when the exclusion constraint refuses it
 * (the chauffeur or vehicle took another job meanwhile), only the savepoint aborts, so the
 * refusal can still read which booking holds the time.
 */
async function takeJob(tx: Transaction, offer: AssignmentRow, now: Date): Promise<AssignmentRow> {
  try {
    return await inTransaction(tx, async (savepoint) => {
      const [row] = await savepoint
        .update(assignments)
        .set({ status: "assigned", responded_at: now, updated_at: new Date() })
        .where(
          and(
            eq(assignments.assignment_id, offer.assignment_id),
            eq(assignments.status, "offered"),
          ),
        )
        .returning();
      // The row is locked, so the compare-and-set cannot miss; guarded all the same.
      if (!row) throw conflict(OFFER_EXPIRED_MESSAGE);
      return row;
    });
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw conflict(JOB_TAKEN_MESSAGE);
    throw await assignmentRefusal(tx, error, {
      driverId: offer.driver_id!,
      vehicleId: offer.vehicle_id,
      startsAt: offer.starts_at,
      endsAt: offer.ends_at,
      carNumber: offer.car_number,
    });
  }
}

/** Every other open offer for the same car (to chauffeurs or partners) returns unanswered. */
async function closeOtherOffers(tx: Transaction, accepted: AssignmentRow): Promise<void> {
  assertJobMove({ from: "offered", to: "unassigned", actor: "system", isOwnJob: false });
  const closed = await tx
    .update(assignments)
    .set({ status: "unassigned", reason: TAKEN_REASON, updated_at: new Date() })
    .where(
      and(
        eq(assignments.booking_id, accepted.booking_id),
        eq(assignments.car_number, accepted.car_number),
        eq(assignments.status, "offered"),
        ne(assignments.assignment_id, accepted.assignment_id),
      ),
    )
    .returning();
  await recordAudit(
    tx,
    closed.map((assignment) =>
      jobMovedEvent({ actor: SYSTEM_ACTOR, assignment, from: "offered", reason: TAKEN_REASON }),
    ),
  );
}
