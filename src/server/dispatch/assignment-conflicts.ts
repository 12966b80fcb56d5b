import "server-only";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { HOLDING_STATES } from "@/lib/dispatch/job-states";
import type { Executor } from "@/server/db/client";
import { assignments, bookings } from "@/server/db/schema";
import { postgresErrorCode, UNIQUE_VIOLATION } from "@/server/http/database-errors";
import { conflict, type AppError } from "@/server/http/errors";

/** SQLSTATE of an exclusion constraint's refusal: the chauffeur or vehicle is busy then. */
export const EXCLUSION_VIOLATION = "23P01";

const DRIVER_OVERLAP = "assignments_driver_no_overlap";
const VEHICLE_OVERLAP = "assignments_vehicle_no_overlap";
const CAR_TAKEN = "assignments_booking_car_taken_unique";

/** The constraint a database error names, looked for on the error and on its causes. */
function constraintOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === "object" && current !== null; depth += 1) {
    const name = (current as { constraint?: unknown }).constraint;
    if (typeof name === "string") return name;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export type BusyParty = { driverId: number } | { vehicleId: number };

/**
 * The reference of another booking whose holding job overlaps [startsAt, endsAt) for the party.
 * Read after the refused insert's savepoint has rolled back; the winner has committed by then
 * (PostgreSQL makes the loser wait for it), so the row is visible.
 */
export async function overlappingBookingReference(
  executor: Executor,
  input: BusyParty & { startsAt: Date; endsAt: Date; exceptBookingId?: number },
): Promise<string | null> {
  const party =
    "driverId" in input
      ? eq(assignments.driver_id, input.driverId)
      : eq(assignments.vehicle_id, input.vehicleId);
  const range = sql`tstzrange(${input.startsAt.toISOString()}::timestamptz, ${input.endsAt.toISOString()}::timestamptz)`;
  const [row] = await executor
    .select({ reference: bookings.booking_reference })
    .from(assignments)
    .innerJoin(bookings, eq(bookings.booking_id, assignments.booking_id))
    .where(
      and(
        party,
        inArray(assignments.status, [...HOLDING_STATES]),
        sql`tstzrange(${assignments.starts_at}, ${assignments.ends_at}) && ${range}`,
        input.exceptBookingId === undefined
          ? undefined
          : ne(assignments.booking_id, input.exceptBookingId),
      ),
    )
    .limit(1);
  return row?.reference ?? null;
}

/**
 * A refused insert as the 409 a dispatcher reads, naming the booking that holds the time; any
 * other error is returned as is (and stays a 500).
 */
export async function assignmentRefusal(
  executor: Executor,
  error: unknown,
  attempt: {
    driverId: number;
    vehicleId: number | null;
    startsAt: Date;
    endsAt: Date;
    carNumber: number;
  },
): Promise<AppError | unknown> {
  const code = postgresErrorCode(error);
  const constraint = constraintOf(error);
  if (code === UNIQUE_VIOLATION && constraint === CAR_TAKEN) {
    return conflict(`Car ${attempt.carNumber} of this booking is already assigned`);
  }
  if (code !== EXCLUSION_VIOLATION) return error;
  const { startsAt, endsAt } = attempt;
  if (constraint === VEHICLE_OVERLAP && attempt.vehicleId !== null) {
    const other = await overlappingBookingReference(executor, {
      vehicleId: attempt.vehicleId,
      startsAt,
      endsAt,
    });
    return conflict(withOther("Vehicle already has a job at that time", other));
  }
  if (constraint !== undefined && constraint !== DRIVER_OVERLAP) return error;
  const other = await overlappingBookingReference(executor, {
    driverId: attempt.driverId,
    startsAt,
    endsAt,
  });
  return conflict(withOther("Driver already has a job at that time", other));
}

function withOther(message: string, reference: string | null): string {
  return reference ? `${message} (booking ${reference})` : message;
}
