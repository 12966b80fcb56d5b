import "server-only";
import { and, asc, count, eq, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import type { BlockDocumentFacts } from "@/lib/dispatch/block-warnings";
import { CAR_TAKEN_STATES, type JobState } from "@/lib/dispatch/job-states";
import { ASSIGNABLE_BOOKING_STATUSES } from "@/server/dispatch/assignment-checks";
import type { Executor } from "@/server/db/client";
import { likePattern } from "@/server/db/paging";
import { rowsOf } from "@/server/db/rows";
import { drivers, vehicleDrivers, vehicles } from "@/server/db/schema";

/**
 * The dispatch board's reads: a handful of indexed queries whatever the size of the day, never
 * one per booking or per chauffeur (the board must answer within 50 ms at a million bookings).
 */

/** Jobs drawn as blocks: the chauffeur holds the time, or held it (a finished job stays shown). */
export const BLOCK_STATES = [...CAR_TAKEN_STATES, "no_show"] as const;

const ASSIGNABLE = [...ASSIGNABLE_BOOKING_STATUSES];

/** A list of ids as one array parameter: the statement stays the same size however many. */
const idArray = (ids: readonly number[]) => sql`${`{${ids.join(",")}}`}::int[]`;

/** A list of values as SQL parameters: `in (${values})`. */
const listOf = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** Epoch milliseconds of a timestamptz: a number in the JSON, turned back into a Date here. */
const epochMs = (column: string) => sql.raw(`floor(extract(epoch from ${column}) * 1000)::bigint`);

/*
 * The two big reads come back as one JSON text each, built by the database: decoding thousands
 * of rows value by value through the ORM costs several times more than one JSON.parse (the
 * same reason as suggestion-queries.ts). Their shapes are fixed here, tuple by tuple.
 */

export interface DayBooking {
  booking_id: number;
  booking_reference: string;
  number_of_cars: number;
  pickup_at: Date;
  pickup_time_zone: string;
  booking_time: string;
  service_type: string;
  passengers: number;
  luggage: number;
  pickup_location: string;
  pickup_place_name: string | null;
  dropoff_location: string | null;
  dropoff_place_name: string | null;
  hours: number | null;
  flight_number: string | null;
  status: string;
  payment_status: string;
}

type DayBookingTuple = [
  number,
  string,
  number,
  number,
  string,
  string,
  string,
  number,
  number,
  string,
  string | null,
  string | null,
  string | null,
  number | null,
  string | null,
  string,
  string,
  QueueRowTuple[],
];

/**
 * The day's bookings that may be sent a chauffeur and still have a car nobody holds, in pickup
 * order (bookings_day_assignable_idx, then assignments_booking_idx per booking), each with its
 * jobs that are not drawn (offers, declines, unassigned ones: what the queue shows of them, by
 * start, then id). On a busy day most bookings are covered: building their JSON only for
 * queueCards to drop them was most of this read's time, and their old offers and declines need
 * no reading at all. The count is of distinct cars within the booking's number of cars, so a
 * job left on a car the booking no longer has never hides one it has (queueCards decides each
 * car from these rows and the drawn ones of dayAssignments; this only skips the bookings with
 * none left).
 */
export function dayBookingsQuery(date: string): SQL {
  return sql`
    select coalesce(json_agg(json_build_array(
        b.booking_id, b.booking_reference, b.number_of_cars, ${epochMs("b.pickup_at")},
        b.pickup_time_zone, b.booking_time, b.service_type, b.number_of_passengers,
        b.number_of_luggage, b.pickup_location, b.pickup_place_name, b.dropoff_location,
        b.dropoff_place_name, b.number_of_hours, b.flight_number, b.status, b.payment_status,
        (select coalesce(json_agg(json_build_array(
            a.assignment_id, a.car_number, a.driver_id, a.partner_id, a.status, a.reason,
            ${epochMs("a.offer_expires_at")}, ${epochMs("a.updated_at")},
            d.first_name, d.last_name, p.company_name)
          order by a.starts_at, a.assignment_id), '[]')
          from assignments a
          left join drivers d on d.driver_id = a.driver_id
          left join partners p on p.partner_id = a.partner_id
          where a.booking_id = b.booking_id and a.status not in (${listOf(BLOCK_STATES)})))
      order by b.pickup_at, b.booking_id), '[]')::text as rows
    from bookings b
    where b.booking_date = ${date}::date and b.status in (${listOf(ASSIGNABLE)})
      and (select count(distinct x.car_number) from assignments x
           where x.booking_id = b.booking_id and x.car_number <= b.number_of_cars
             and x.status in (${listOf(BLOCK_STATES)})) < b.number_of_cars`;
}

/** The rows of dayBookingsQuery: the bookings, and the queue's rows of them all. */
export async function dayBookings(
  db: Executor,
  date: string,
): Promise<{ bookings: DayBooking[]; queueRows: QueueRow[] }> {
  const [row] = rowsOf<{ rows: string }>(await db.execute(dayBookingsQuery(date)));
  const queueRows: QueueRow[] = [];
  const bookings = (JSON.parse(row?.rows ?? "[]") as DayBookingTuple[]).map((t) => {
    for (const q of t[17]) {
      queueRows.push({
        assignment_id: q[0],
        booking_id: t[0],
        car_number: q[1],
        driver_id: q[2],
        partner_id: q[3],
        status: q[4],
        reason: q[5],
        offer_expires_at: q[6] === null ? null : new Date(q[6]),
        updated_at: new Date(q[7]),
        driver_first_name: q[8],
        driver_last_name: q[9],
        partner_name: q[10],
      });
    }
    return {
      booking_id: t[0],
      booking_reference: t[1],
      number_of_cars: t[2],
      pickup_at: new Date(t[3]),
      pickup_time_zone: t[4],
      booking_time: t[5],
      service_type: t[6],
      passengers: t[7],
      luggage: t[8],
      pickup_location: t[9],
      pickup_place_name: t[10],
      dropoff_location: t[11],
      dropoff_place_name: t[12],
      hours: t[13],
      flight_number: t[14],
      status: t[15],
      payment_status: t[16],
    };
  });
  return { bookings, queueRows };
}

/** What the queue reads of a job: whether it holds the car, an open offer, why it came back. */
export interface QueueRow {
  assignment_id: number;
  booking_id: number;
  car_number: number;
  driver_id: number | null;
  partner_id: number | null;
  status: JobState;
  reason: string | null;
  offer_expires_at: Date | null;
  updated_at: Date;
  driver_first_name: string | null;
  driver_last_name: string | null;
  partner_name: string | null;
}

/** A queue row inside its booking's tuple (the booking's id is the booking's own). */
type QueueRowTuple = [
  number,
  number,
  number | null,
  number | null,
  JobState,
  Nullable,
  number | null,
  number,
  Nullable,
  Nullable,
  Nullable,
];

/** With the documents and statuses behind the board's flags (lib/dispatch/block-warnings.ts). */
export interface DayAssignment extends QueueRow, Omit<BlockDocumentFacts, "status" | "day"> {
  starts_at: Date;
  ends_at: Date;
  booking_reference: string;
  pickup_time_zone: string;
  pickup_location: string;
  pickup_place_name: string | null;
  dropoff_location: string | null;
  dropoff_place_name: string | null;
  vehicle_make: string | null;
  vehicle_model: string | null;
  vehicle_plate: string | null;
}

type Nullable = string | null;
type DayAssignmentTuple = [
  number,
  number,
  number,
  number | null,
  number | null,
  JobState,
  Nullable,
  number,
  number,
  number | null,
  number,
  string,
  string,
  string,
  Nullable,
  Nullable,
  Nullable,
  Nullable,
  Nullable,
  Nullable,
  Nullable,
  Nullable,
  Nullable,
  Nullable,
  Nullable,
  Nullable,
  Nullable,
  Nullable,
  Nullable,
  Nullable,
];

/**
 * The drawn jobs (BLOCK_STATES) of the day's bookings, and of any day's booking whose span
 * touches the board's day (assignments_span_idx), by start, then id: the lanes' blocks, the
 * partners' jobs and the cars the queue no longer shows (the other jobs of the day's bookings
 * come with the bookings, dayBookingsQuery). Two index-driven halves in a UNION: one OR over both would let
 * the planner pick a parallel plan whose start-up alone costs more than the whole read.
 */
export function dayAssignmentsQuery(input: { date: string; startsAt: Date; endsAt: Date }): SQL {
  return sql`
    with ids as (
      select a.assignment_id
      from assignments a
      join bookings b on b.booking_id = a.booking_id
      where b.booking_date = ${input.date}::date and b.status in (${listOf(ASSIGNABLE)})
        and a.status in (${listOf(BLOCK_STATES)})
      union
      select a.assignment_id
      from assignments a
      where a.status in (${listOf(BLOCK_STATES)})
        and tstzrange(a.starts_at, a.ends_at) && tstzrange(${input.startsAt.toISOString()}::timestamptz, ${input.endsAt.toISOString()}::timestamptz)
    )
    select coalesce(json_agg(json_build_array(
        a.assignment_id, a.booking_id, a.car_number, a.driver_id, a.partner_id, a.status,
        a.reason, ${epochMs("a.starts_at")}, ${epochMs("a.ends_at")},
        ${epochMs("a.offer_expires_at")}, ${epochMs("a.updated_at")}, b.booking_reference,
        b.pickup_time_zone, b.pickup_location, b.pickup_place_name, b.dropoff_location,
        b.dropoff_place_name, d.first_name, d.last_name, d.status,
        d.driving_license_expiry_date, v.status, v.phv_licence_expiry, v.mot_expiry,
        v.insurance_expiry, p.company_name, v.make, v.model, v.registration_plate,
        d.phv_licence_expiry)
      order by a.starts_at, a.assignment_id), '[]')::text as rows
    from ids
    join assignments a on a.assignment_id = ids.assignment_id
    join bookings b on b.booking_id = a.booking_id
    left join drivers d on d.driver_id = a.driver_id
    left join partners p on p.partner_id = a.partner_id
    left join vehicles v on v.vehicle_id = a.vehicle_id`;
}

/** The rows of dayAssignmentsQuery, by start, then id. */
export async function dayAssignments(
  db: Executor,
  input: { date: string; startsAt: Date; endsAt: Date },
): Promise<DayAssignment[]> {
  const [row] = rowsOf<{ rows: string }>(await db.execute(dayAssignmentsQuery(input)));
  return (JSON.parse(row?.rows ?? "[]") as DayAssignmentTuple[]).map((t) => ({
    assignment_id: t[0],
    booking_id: t[1],
    car_number: t[2],
    driver_id: t[3],
    partner_id: t[4],
    status: t[5],
    reason: t[6],
    starts_at: new Date(t[7]),
    ends_at: new Date(t[8]),
    offer_expires_at: t[9] === null ? null : new Date(t[9]),
    updated_at: new Date(t[10]),
    booking_reference: t[11],
    pickup_time_zone: t[12],
    pickup_location: t[13],
    pickup_place_name: t[14],
    dropoff_location: t[15],
    dropoff_place_name: t[16],
    driver_first_name: t[17],
    driver_last_name: t[18],
    driver_status: t[19],
    driving_licence_expiry: t[20],
    vehicle_status: t[21],
    phv_licence_expiry: t[22],
    mot_expiry: t[23],
    insurance_expiry: t[24],
    partner_name: t[25],
    vehicle_make: t[26],
    vehicle_model: t[27],
    vehicle_plate: t[28],
    driver_phv_licence_expiry: t[29],
  }));
}

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
