import "server-only";
import { recordAudit, type AuditActor } from "@/server/audit/record-audit";
import type { Executor } from "@/server/db/client";
import { assignments, type AssignmentRow } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { badRequest, forbidden } from "@/server/http/errors";
import { assertCarFree, assertDriverCanTakeJob, lockAssignableBooking } from "./assignment-checks";
import { assignmentRefusal } from "./assignment-conflicts";
import { jobMovedEvent } from "./assignment-events";

export interface AssignDriverInput {
  bookingId: number;
  /** Which of the booking's cars, 1..number_of_cars. */
  carNumber: number;
  driverId: number;
  vehicleId?: number | null;
  startsAt: Date;
  endsAt: Date;
  actor: AuditActor;
}

/**
 * Gives one car of a booking to a chauffeur for [startsAt, endsAt), in one transaction with its
 * History line. The rules a dispatcher can be told about are checked first; the one that matters
 * under concurrency (no chauffeur or vehicle in two places) is PostgreSQL's exclusion
 * constraint, so two dispatchers racing can never both win: the loser's insert is refused and
 * answered 409 naming the booking that holds the time.
 */
export async function assignDriver(
  input: AssignDriverInput,
  executor?: Executor,
): Promise<AssignmentRow> {
  if (input.actor.kind !== "admin" && input.actor.kind !== "system") {
    throw forbidden("Only an administrator can assign a chauffeur");
  }
  if (!(input.endsAt.getTime() > input.startsAt.getTime())) {
    throw badRequest("The job must end after it starts", { endsAt: "Must be after the start" });
  }
  return inTransaction(executor, async (tx) => {
    const booking = await lockAssignableBooking(tx, input);
    await assertDriverCanTakeJob(tx, {
      booking,
      driverId: input.driverId,
      vehicleId: input.vehicleId ?? null,
    });
    await assertCarFree(tx, input);

    const row = await insertAssignment(tx, input);
    await recordAudit(tx, jobMovedEvent({ actor: input.actor, assignment: row, from: null }));
    return row;
  });
}

/**
 * The insert in a savepoint of its own: a refused insert aborts only the savepoint, so the
 * transaction can still read which booking holds the time for the refusal's message.
 */
async function insertAssignment(
  executor: Executor,
  input: AssignDriverInput,
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
        })
        .returning();
      return row!;
    });
  } catch (error) {
    throw await assignmentRefusal(executor, error, { ...input, vehicleId });
  }
}
