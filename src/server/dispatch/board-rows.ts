import "server-only";
import { and, asc, count, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import { CAR_TAKEN_STATES } from "@/lib/dispatch/job-states";
import { ASSIGNABLE_BOOKING_STATUSES } from "@/server/dispatch/assignment-checks";
import type { Executor } from "@/server/db/client";
import { likePattern } from "@/server/db/paging";
import {
  assignments,
  bookings,
  drivers,
  partners,
  vehicleDrivers,
  vehicles,
} from "@/server/db/schema";

/**
 * The dispatch board's reads: a handful of indexed queries whatever the size of the day, never
 * one per booking or per chauffeur (the board must answer within 50 ms at a million bookings).
 */

/** Jobs drawn as blocks: the chauffeur holds the time, or held it (a finished job stays shown). */
export const BLOCK_STATES = [...CAR_TAKEN_STATES, "no_show"] as const;

const ASSIGNABLE = [...ASSIGNABLE_BOOKING_STATUSES] as ("confirmed" | "paid")[];

/** The day's bookings that may be sent a chauffeur, in pickup order (bookings_day_assignable_idx). */
export function dayBookingsQuery(db: Executor, date: string) {
  return db
    .select({
      booking_id: bookings.booking_id,
      booking_reference: bookings.booking_reference,
      number_of_cars: bookings.number_of_cars,
      pickup_at: bookings.pickup_at,
      pickup_time_zone: bookings.pickup_time_zone,
      booking_time: bookings.booking_time,
      service_type: bookings.service_type,
      passengers: bookings.number_of_passengers,
      luggage: bookings.number_of_luggage,
      pickup_location: bookings.pickup_location,
      pickup_place_name: bookings.pickup_place_name,
      dropoff_location: bookings.dropoff_location,
      dropoff_place_name: bookings.dropoff_place_name,
      hours: bookings.number_of_hours,
      flight_number: bookings.flight_number,
      status: bookings.status,
      payment_status: bookings.payment_status,
    })
    .from(bookings)
    .where(and(eq(bookings.booking_date, date), inArray(bookings.status, ASSIGNABLE)))
    .orderBy(asc(bookings.pickup_at), asc(bookings.booking_id));
}

export async function dayBookings(db: Executor, date: string) {
  return dayBookingsQuery(db, date);
}

export type DayBooking = Awaited<ReturnType<typeof dayBookings>>[number];

/** A list of ids as one array parameter: the statement stays the same size however many. */
const idArray = (ids: readonly number[]) => sql`${`{${ids.join(",")}}`}::int[]`;

function assignmentRows(db: Executor) {
  return db
    .select({
      assignment_id: assignments.assignment_id,
      booking_id: assignments.booking_id,
      car_number: assignments.car_number,
      driver_id: assignments.driver_id,
      partner_id: assignments.partner_id,
      status: assignments.status,
      reason: assignments.reason,
      starts_at: assignments.starts_at,
      ends_at: assignments.ends_at,
      offer_expires_at: assignments.offer_expires_at,
      updated_at: assignments.updated_at,
      booking_reference: bookings.booking_reference,
      pickup_time_zone: bookings.pickup_time_zone,
      pickup_location: bookings.pickup_location,
      pickup_place_name: bookings.pickup_place_name,
      dropoff_location: bookings.dropoff_location,
      dropoff_place_name: bookings.dropoff_place_name,
      driver_first_name: drivers.first_name,
      driver_last_name: drivers.last_name,
      // The documents and statuses behind the board's flags (lib/dispatch/block-warnings.ts).
      driver_status: drivers.status,
      driving_licence_expiry: drivers.driving_license_expiry_date,
      vehicle_status: vehicles.status,
      phv_licence_expiry: vehicles.phv_licence_expiry,
      mot_expiry: vehicles.mot_expiry,
      insurance_expiry: vehicles.insurance_expiry,
      partner_name: partners.company_name,
      vehicle_make: vehicles.make,
      vehicle_model: vehicles.model,
      vehicle_plate: vehicles.registration_plate,
    })
    .from(assignments)
    .innerJoin(bookings, eq(bookings.booking_id, assignments.booking_id))
    .leftJoin(drivers, eq(drivers.driver_id, assignments.driver_id))
    .leftJoin(partners, eq(partners.partner_id, assignments.partner_id))
    .leftJoin(vehicles, eq(vehicles.vehicle_id, assignments.vehicle_id));
}

/**
 * Every row of the day's bookings (the queue needs their offers and why a car came back), and
 * every job, of any day's booking, whose span touches the board's day (assignments_span_idx).
 * Two index-driven halves in a UNION: one OR over both would let the planner pick a parallel
 * plan whose start-up alone costs more than the whole read.
 */
export function dayAssignmentsQuery(
  db: Executor,
  input: { date: string; startsAt: Date; endsAt: Date },
) {
  const ofDayBookings = assignmentRows(db).where(
    and(eq(bookings.booking_date, input.date), inArray(bookings.status, ASSIGNABLE)),
  );
  const touchingDay = assignmentRows(db).where(
    and(
      inArray(assignments.status, [...BLOCK_STATES]),
      sql`tstzrange(${assignments.starts_at}, ${assignments.ends_at}) && tstzrange(${input.startsAt.toISOString()}::timestamptz, ${input.endsAt.toISOString()}::timestamptz)`,
    ),
  );
  return ofDayBookings.union(touchingDay);
}

/** The rows of dayAssignmentsQuery by start, then id. */
export async function dayAssignments(
  db: Executor,
  input: { date: string; startsAt: Date; endsAt: Date },
) {
  const rows = await dayAssignmentsQuery(db, input);
  return rows.sort(
    (a, b) => a.starts_at.getTime() - b.starts_at.getTime() || a.assignment_id - b.assignment_id,
  );
}

export type DayAssignment = Awaited<ReturnType<typeof dayAssignments>>[number];

const laneColumns = {
  driver_id: drivers.driver_id,
  first_name: drivers.first_name,
  last_name: drivers.last_name,
  status: drivers.status,
};

/** "First Last" holds the text (any case; % and _ are plain characters). */
const nameMatches = (search: string) =>
  sql`(${drivers.first_name} || ' ' || ${drivers.last_name}) ilike ${likePattern(search)}`;

const laneOrder = [asc(drivers.first_name), asc(drivers.last_name), asc(drivers.driver_id)];

export interface LaneQuery {
  /** The chauffeurs with a job on the board's day: they always have a lane (whatever their status). */
  busyDriverIds: number[];
  /** How many working chauffeurs without a job get a lane (the first by name). */
  idleLimit: number;
  /** Only chauffeurs whose name holds this text. */
  search?: string;
}

/** Working (approved and Available) chauffeurs without a job that day, matching the search. */
function idleCondition(input: LaneQuery) {
  const conditions = [eq(drivers.status, "Available"), isNotNull(drivers.approved_at)];
  if (input.busyDriverIds.length > 0)
    conditions.push(sql`not (${drivers.driver_id} = any(${idArray(input.busyDriverIds)}))`);
  if (input.search) conditions.push(nameMatches(input.search));
  return and(...conditions);
}

/**
 * The chauffeurs given a lane, by name: every one with a job that day, and the first
 * `idleLimit` working ones without. At 2,000 chauffeurs the board sends a page of idle lanes
 * (the dispatcher asks for more, or searches by name), not all of them.
 */
export function laneDriversQuery(db: Executor, input: LaneQuery) {
  const idlePage = db
    .select({ driver_id: drivers.driver_id })
    .from(drivers)
    .where(idleCondition(input))
    .orderBy(...laneOrder)
    .limit(input.idleLimit);
  const busy =
    input.busyDriverIds.length > 0
      ? and(
          sql`${drivers.driver_id} = any(${idArray(input.busyDriverIds)})`,
          input.search ? nameMatches(input.search) : undefined,
        )
      : undefined;
  const idle = input.idleLimit > 0 ? inArray(drivers.driver_id, idlePage) : undefined;
  return db
    .select(laneColumns)
    .from(drivers)
    .where(or(busy, idle) ?? sql`false`)
    .orderBy(...laneOrder);
}

/** How many working chauffeurs have no job that day (and match the search): shown or not. */
export function idleLaneCountQuery(db: Executor, input: LaneQuery) {
  return db.select({ total: count() }).from(drivers).where(idleCondition(input));
}

/** The lanes' chauffeurs and the number of idle ones, side by side on PostgreSQL. */
export async function laneDrivers(db: Executor, input: LaneQuery) {
  const [lanes, [counted]] = await Promise.all([
    laneDriversQuery(db, input),
    idleLaneCountQuery(db, input),
  ]);
  return { drivers: lanes, idleTotal: counted?.total ?? 0 };
}

/** The active vehicles each of these chauffeurs may drive, the longest-standing link first. */
export async function laneVehicles(db: Executor, driverIds: number[]) {
  if (driverIds.length === 0) return [];
  return laneVehiclesQuery(db, driverIds);
}

/** The query of laneVehicles (for a non-empty list of chauffeurs). */
export function laneVehiclesQuery(db: Executor, driverIds: number[]) {
  return db
    .select({
      driver_id: vehicleDrivers.driver_id,
      make: vehicles.make,
      model: vehicles.model,
      plate: vehicles.registration_plate,
    })
    .from(vehicleDrivers)
    .innerJoin(vehicles, eq(vehicles.vehicle_id, vehicleDrivers.vehicle_id))
    .where(
      and(
        sql`${vehicleDrivers.driver_id} = any(${idArray(driverIds)})`,
        eq(vehicles.status, "active"),
      ),
    )
    .orderBy(asc(vehicleDrivers.created_at), asc(vehicles.vehicle_id));
}
