import "server-only";
import { eq } from "drizzle-orm";
import { freeWaitingEndsAt } from "@/lib/dispatch/job-end";
import type { JobState } from "@/lib/dispatch/job-states";
import { recordAudit, type AuditActor } from "@/server/audit/record-audit";
import type { Executor, Transaction } from "@/server/db/client";
import { bookings, type AssignmentRow, type NewAssignmentRow } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { conflict, notFound } from "@/server/http/errors";
import { creditDriverEarning } from "@/server/drivers/earnings";
import { recordJobPay } from "@/server/partners/ledger/record-job-pay";
import { assertCarFree, lockAssignableBooking } from "./assignment-checks";
import { assignmentRefusal } from "./assignment-conflicts";
import { jobMovedEvent } from "./assignment-events";
import { assertJobMove, updateLockedJob } from "./job-writes";
import { planJobWithdrawn } from "@/server/notifications/plan-job-withdrawn";
import { planJobMessages } from "@/server/notifications/plan-ride-messages";
import { endTripLinks } from "@/server/trip/end-links";
import { notifyChauffeurAssigned } from "./chauffeur-notice";
import { requestRideRating } from "@/server/ratings/rating-request";
import { queueBookingCompletion } from "@/server/bookings/queue-completion";
import { lockAssignment } from "./lock-assignment";

/** The party the job is given to, when it (not an administrator) asks for the move. */
export type JobHolder = { driverId: number } | { partnerId: number };

/** Columns a move may write beside the status: the answer's time, a partner's named chauffeur. */
export type JobMoveColumns = Partial<
  Pick<
    NewAssignmentRow,
    | "responded_at"
    | "partner_chauffeur_name"
    | "partner_chauffeur_phone"
    | "partner_chauffeur_licence"
    | "partner_vehicle_make"
    | "partner_vehicle_model"
    | "partner_vehicle_colour"
    | "partner_vehicle_plate"
  >
>;

export interface MoveJobInput {
  assignmentId: number;
  to: JobState;
  reason?: string | null;
  actor: AuditActor;
  /** Set for a chauffeur or partner: only its own job, and another's reads as missing (404). */
  holder?: JobHolder;
  set?: JobMoveColumns;
  now?: Date;
}

export const OFFER_EXPIRED_MESSAGE = "This offer has expired";

function holds(row: AssignmentRow, holder: JobHolder): boolean {
  return "driverId" in holder
    ? row.driver_id === holder.driverId
    : row.partner_id === holder.partnerId;
}

/**
 * Moves one job (a chauffeur's or a partner's) from its state to `to` through the job state
 * machine, in one transaction with its History line (who, from, to, why). The one place a job
 * changes state, for the administrator's console, the partner's dashboard and the chauffeur's
 * app alike. Accepting an offer also checks the offer is still open and the booking and its car
 * are still free; completing a job credits its pay to the chauffeur's or the partner's ledger.
 */
export async function moveJob(input: MoveJobInput, executor?: Executor): Promise<AssignmentRow> {
  const now = input.now ?? new Date();
  return inTransaction(executor, async (tx) => {
    const current = await lockAssignment(tx, input.assignmentId, "Job not found");
    if (input.holder && !holds(current, input.holder)) throw notFound("Job not found");
    if (current.status === input.to) {
      throw conflict(`The job is already ${current.status.replaceAll("_", " ")}`);
    }
    assertJobMove({
      from: current.status,
      to: input.to,
      actor: input.actor.kind,
      isOwnJob: input.holder !== undefined,
      context: { now, freeWaitingEndsAt: await waitingEndsAt(tx, current) },
    });
    if (current.status === "offered" && input.to === "assigned") {
      await assertOfferOpen(tx, current, now);
    }
    const row = await writeMove(tx, current, input, now);
    await recordAudit(
      tx,
      jobMovedEvent({
        actor: input.actor,
        assignment: row,
        from: current.status,
        reason: input.reason ?? null,
      }),
    );
    if (row.status === "completed") {
      // Each party's own ledger: a chauffeur's job credits the chauffeur, a farmed-out one the partner.
      if (row.driver_id != null) await creditDriverEarning(tx, row, now, input.actor);
      else await recordJobPay(tx, { assignment: row, at: now });
      await requestRideRating(tx, row);
      // The booking itself is completed once every car's ride is (its own job, booking locked first).
      await queueBookingCompletion(tx, row, now);
    }
    // The passenger's trip links stop 24 hours after the ride ends, or at once when cancelled.
    await endTripLinks(tx, row, now);
    // An accepted offer (a partner naming its chauffeur, or a chauffeur through this path).
    if (row.status === "assigned") await notifyChauffeurAssigned(tx, row, now);
    // The chauffeur's reminder when given the job; the customer's on-the-way and arrived messages.
    await planJobMessages(tx, row, now);
    // An operator cancelling or taking back a job its chauffeur counted on: they are told.
    await planJobWithdrawn(tx, { from: current.status, row, now });
    return row;
  });
}

/**
 * When the free waiting time at the job's pickup runs out, counted from the booking's pickup
 * (a job's own start may have been set earlier by the dispatcher). Flight landings are not
 * tracked yet, so a flight's delay is not added.
 */
async function waitingEndsAt(tx: Transaction, row: AssignmentRow): Promise<Date> {
  const [booking] = await tx
    .select({ pickupAt: bookings.pickup_at })
    .from(bookings)
    .where(eq(bookings.booking_id, row.booking_id));
  return freeWaitingEndsAt({ pickupAt: booking?.pickupAt ?? row.starts_at });
}

/** An offer can be taken only while it is open and the booking's car is still to be given. */
async function assertOfferOpen(tx: Transaction, row: AssignmentRow, now: Date): Promise<void> {
  if (row.offer_expires_at && row.offer_expires_at.getTime() <= now.getTime()) {
    throw conflict(OFFER_EXPIRED_MESSAGE);
  }
  await lockAssignableBooking(tx, { bookingId: row.booking_id, carNumber: row.car_number });
  await assertCarFree(tx, { bookingId: row.booking_id, carNumber: row.car_number });
}

/**
 * The compare-and-set in a savepoint of its own, so a refusal by the database (the car taken by
 * a racing accept, the chauffeur busy then) is answered 409 naming the problem.
 */
async function writeMove(
  tx: Transaction,
  current: AssignmentRow,
  input: MoveJobInput,
  now: Date,
): Promise<AssignmentRow> {
  try {
    return await inTransaction(tx, async (savepoint) => {
      return updateLockedJob(savepoint, current, {
        ...input.set,
        status: input.to,
        ...(input.reason ? { reason: input.reason } : {}),
        updated_at: now,
      });
    });
  } catch (error) {
    throw await assignmentRefusal(tx, error, {
      driverId: current.driver_id ?? 0,
      vehicleId: current.vehicle_id,
      startsAt: current.starts_at,
      endsAt: current.ends_at,
      carNumber: current.car_number,
    });
  }
}
