import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { CAR_TAKEN_STATES } from "@/lib/dispatch/job-states";
import type { Executor } from "@/server/db/client";
import {
  assignmentPositions,
  assignments,
  bookings,
  drivers,
  tripLinks,
  vehicles,
} from "@/server/db/schema";
import { customerChauffeurColumns } from "@/server/bookings/customer-chauffeur-columns";
import { hashTripToken } from "./tokens";

const takenList = sql.raw(CAR_TAKEN_STATES.map((state) => `'${state}'`).join(", "));

/**
 * The leg a token opens (only the booking's ride facts, never who booked it or what it cost) and
 * the car's current job (the one holding it, else the latest) with its chauffeur, car and
 * position, in ONE statement: the leg's jobs are joined and the best one is kept by the order.
 * The poll runs a thousand times a second at issue 26's load, so a second round trip counts.
 */
function prepareLegAndJob(db: Executor) {
  return (
    db
      .select({
        expires_at: tripLinks.expires_at,
        booking_id: bookings.booking_id,
        car_number: tripLinks.car_number,
        booking_status: bookings.status,
        pickup_at: bookings.pickup_at,
        pickup_time_zone: bookings.pickup_time_zone,
        booking_date: bookings.booking_date,
        booking_time: bookings.booking_time,
        pickup_location: bookings.pickup_location,
        pickup_place_name: bookings.pickup_place_name,
        pickup_lat: bookings.pickup_lat,
        pickup_lng: bookings.pickup_lng,
        dropoff_location: bookings.dropoff_location,
        dropoff_place_name: bookings.dropoff_place_name,
        dropoff_lat: bookings.dropoff_lat,
        dropoff_lng: bookings.dropoff_lng,
        assignment_id: assignments.assignment_id,
        job_status: assignments.status,
        updated_at: assignments.updated_at,
        ...customerChauffeurColumns,
        lat: assignmentPositions.lat,
        lng: assignmentPositions.lng,
        heading: assignmentPositions.heading_deg,
        recorded_at: assignmentPositions.recorded_at,
      })
      .from(tripLinks)
      .innerJoin(bookings, eq(bookings.booking_id, tripLinks.booking_id))
      .leftJoin(
        assignments,
        and(
          eq(assignments.booking_id, tripLinks.booking_id),
          eq(assignments.car_number, tripLinks.car_number),
        ),
      )
      .leftJoin(drivers, eq(drivers.driver_id, assignments.driver_id))
      .leftJoin(vehicles, eq(vehicles.vehicle_id, assignments.vehicle_id))
      .leftJoin(
        assignmentPositions,
        eq(assignmentPositions.assignment_id, assignments.assignment_id),
      )
      .where(eq(tripLinks.token_hash, sql.placeholder("hash")))
      // Either every row has a job or the one row has none, so the NULLs of a leg without jobs
      // never compete with a job.
      .orderBy(
        desc(sql`${assignments.status} in (${takenList})`),
        desc(assignments.updated_at),
        desc(assignments.assignment_id),
      )
      .limit(1)
      .prepare("trip_leg_and_job")
  );
}

// A named statement, built once per database handle: PostgreSQL parses and plans the seven-table
// join once per connection instead of on every poll, and drizzle builds its SQL once.
const legAndJobStatements = new WeakMap<Executor, ReturnType<typeof prepareLegAndJob>>();

/** The leg a token opens and its current job (null without one), or null for an unknown token. */
export async function readLegAndJob(db: Executor, token: string) {
  let statement = legAndJobStatements.get(db);
  if (!statement) {
    statement = prepareLegAndJob(db);
    legAndJobStatements.set(db, statement);
  }
  const [row] = await statement.execute({ hash: hashTripToken(token) });
  if (!row) return null;
  const {
    assignment_id: assignmentId,
    job_status: jobStatus,
    updated_at: updatedAt,
    booking_status: status,
    ...rest
  } = row;
  const leg = { ...rest, status };
  const job =
    assignmentId !== null && jobStatus !== null && updatedAt !== null
      ? { ...rest, assignment_id: assignmentId, status: jobStatus, updated_at: updatedAt }
      : null;
  return { leg, job };
}

type LegAndJob = NonNullable<Awaited<ReturnType<typeof readLegAndJob>>>;
export type Leg = LegAndJob["leg"];
export type Job = NonNullable<LegAndJob["job"]>;
