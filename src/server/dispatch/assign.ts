import "server-only";
import { jobPayPence } from "@/lib/dispatch/job-pay";
import { recordAudit, type AuditActor } from "@/server/audit/record-audit";
import type { Executor } from "@/server/db/client";
import { assignments, type AssignmentRow, type BookingRow } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { badRequest, forbidden } from "@/server/http/errors";
import { readSettingsGroup } from "@/server/settings/read-settings";
import {
  ASSIGNABLE_BOOKING_STATUSES,
  assertCarFree,
  assertDriverCanTakeJob,
  assertDriverFree,
  lockAssignableBooking,
} from "./assignment-checks";
import { assignmentRefusal } from "./assignment-conflicts";
import { jobMovedEvent } from "./assignment-events";
import { planJobMessages } from "@/server/notifications/plan-ride-messages";
import { notifyChauffeurAssigned } from "./chauffeur-notice";
import { jobWindowWith } from "./job-window";

export interface AssignDriverInput {
  bookingId: number;
  /** Which of the booking's cars, 1..number_of_cars. */
  carNumber: number;
  driverId: number;
  vehicleId?: number | null;
  /** The job's span; by default the booking's job window (pickup to estimated end). */
  startsAt?: Date;
  endsAt?: Date;
  /** The administrator confirms an unpaid, pending booking as an account job. */
  accountJob?: boolean;
  /**
   * What the chauffeur will be paid for the job, integer pence; by default the dispatch setting
   * `driver_share_percent` of the fare per car, rounded down.
   */
  payPence?: number;
  actor: AuditActor;
  now?: Date;
}

const ACCOUNT_JOB_REASON = "Account job: assigned before payment";

/**
 * Gives one car of a booking to a chauffeur for [startsAt, endsAt), in one transaction with its
 * History line. The rules a dispatcher can be told about are checked first (the booking, the
 * chauffeur and vehicle fit, the turnaround buffer); the one that matters under concurrency (no
 * chauffeur or vehicle in two places) is PostgreSQL's exclusion constraint, so two dispatchers
 * racing can never both win: the loser's insert is refused and answered 409 naming the booking
 * that holds the time.
 */
export async function assignDriver(
  input: AssignDriverInput,
  executor?: Executor,
): Promise<AssignmentRow> {
  if (input.actor.kind !== "admin" && input.actor.kind !== "system") {
    throw forbidden("Only an administrator can assign a chauffeur");
  }
  if (input.startsAt && input.endsAt && !(input.endsAt.getTime() > input.startsAt.getTime())) {
    throw badRequest("The job must end after it starts", { endsAt: "Must be after the start" });
  }
  return inTransaction(executor, async (tx) => {
    const booking = await lockAssignableBooking(tx, input);
    await assertDriverCanTakeJob(tx, {
      booking,
      driverId: input.driverId,
      vehicleId: input.vehicleId ?? null,
      now: input.now,
    });
    await assertCarFree(tx, input);
    const settings = await readSettingsGroup("dispatch", tx);
    const span = spanOf(input, booking, settings);
    await assertDriverFree(tx, {
      driverId: input.driverId,
      ...span,
      bufferMinutes: settings.turnaround_buffer_minutes,
    });

    const onAccount = !ASSIGNABLE_BOOKING_STATUSES.has(booking.status);
    // Snapshotted now: a later change of fare or share never alters this job's pay.
    const payPence = jobPayPence({
      fixedPence: input.payPence,
      pricePence: booking.price_pence,
      numberOfCars: booking.number_of_cars,
      sharePercent: settings.driver_share_percent,
    });
    const row = await insertAssignment(tx, { ...input, ...span, payPence });
    await recordAudit(
      tx,
      jobMovedEvent({
        actor: input.actor,
        assignment: row,
        from: null,
        reason: onAccount ? ACCOUNT_JOB_REASON : null,
      }),
    );
    await notifyChauffeurAssigned(tx, row, input.now);
    await planJobMessages(tx, row, input.now ?? new Date());
    return row;
  });
}

/** The span sent, each missing end taken from the booking's job window. */
function spanOf(
  input: AssignDriverInput,
  booking: BookingRow,
  settings: { setup_buffer_minutes: number },
): { startsAt: Date; endsAt: Date } {
  const window = jobWindowWith(booking, settings);
  const startsAt = input.startsAt ?? window.startsAt;
  const endsAt =
    input.endsAt ??
    (input.startsAt
      ? new Date(startsAt.getTime() + (window.endsAt.getTime() - window.startsAt.getTime()))
      : window.endsAt);
  if (!(endsAt.getTime() > startsAt.getTime())) {
    throw badRequest("The job must end after it starts", { endsAt: "Must be after the start" });
  }
  return { startsAt, endsAt };
}

/**
 * The insert in a savepoint of its own: a refused insert aborts only the savepoint, so the
 * transaction can still read which booking holds the time for the refusal's message.
 */
async function insertAssignment(
  executor: Executor,
  input: AssignDriverInput & { startsAt: Date; endsAt: Date },
): Promise<AssignmentRow> {
  const vehicleId = input.vehicleId ?? null;
  try {
    return await inTransaction(executor, async (savepoint) => {
      const [row] = await savepoint
        .insert(assignments)
        .values({
          booking_id: input.bookingId,
          car_number: input.carNumber,
          driver_id: input.driverId,
          vehicle_id: vehicleId,
          starts_at: input.startsAt,
          ends_at: input.endsAt,
          status: "assigned",
          pay_pence: input.payPence ?? null,
        })
        .returning();
      return row!;
    });
  } catch (error) {
    throw await assignmentRefusal(executor, error, { ...input, vehicleId });
  }
}
