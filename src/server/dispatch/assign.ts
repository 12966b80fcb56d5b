import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { CAR_TAKEN_STATES } from "@/lib/dispatch/job-states";
import { recordAudit, type AuditActor } from "@/server/audit/record-audit";
import type { Executor } from "@/server/db/client";
import { lockRowOrNotFound } from "@/server/db/lock-row";
import { assignments, bookings, drivers, vehicles, type AssignmentRow } from "@/server/db/schema";
import { inTransaction } from "@/server/db/transaction";
import { badRequest, conflict, forbidden, notFound } from "@/server/http/errors";
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

/** Only bookings the operator has accepted, or that are paid for, are sent a chauffeur. */
const ASSIGNABLE_BOOKING_STATUSES = new Set(["confirmed", "paid"]);

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
    // Locked so that the booking cannot be cancelled while its chauffeur is being chosen.
    const booking = await lockRowOrNotFound(
      tx,
      bookings,
      eq(bookings.booking_id, input.bookingId),
      "Booking not found",
    );
    if (!ASSIGNABLE_BOOKING_STATUSES.has(booking.status)) {
      throw conflict(`A ${booking.status} booking cannot be assigned a chauffeur`);
    }
    if (
      !Number.isInteger(input.carNumber) ||
      input.carNumber < 1 ||
      input.carNumber > booking.number_of_cars
    ) {
      throw badRequest(`This booking has ${booking.number_of_cars} car(s)`, {
        carNumber: `Must be between 1 and ${booking.number_of_cars}`,
      });
    }
    const [driver] = await tx
      .select({ status: drivers.status })
      .from(drivers)
      .where(eq(drivers.driver_id, input.driverId));
    if (!driver) throw notFound("Driver not found");
    if (driver.status !== "Available") {
      throw conflict(`The driver is ${driver.status} and cannot be assigned`);
    }
    if (input.vehicleId != null) {
      const [vehicle] = await tx
        .select({ id: vehicles.vehicle_id })
        .from(vehicles)
        .where(eq(vehicles.vehicle_id, input.vehicleId));
      if (!vehicle) throw notFound("Vehicle not found");
    }
    const [taken] = await tx
      .select({ id: assignments.assignment_id })
      .from(assignments)
      .where(
        and(
          eq(assignments.booking_id, booking.booking_id),
          eq(assignments.car_number, input.carNumber),
          inArray(assignments.status, [...CAR_TAKEN_STATES]),
        ),
      );
    if (taken) throw conflict(`Car ${input.carNumber} of this booking is already assigned`);

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
