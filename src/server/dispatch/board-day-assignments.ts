import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { BlockDocumentFacts } from "@/lib/dispatch/block-warnings";
import type { JobState } from "@/lib/dispatch/job-states";
import type { Executor } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import type { QueueRow } from "./board-day-bookings";
import { ASSIGNABLE, BLOCK_STATES, epochMs, listOf, type Nullable } from "./board-sql";

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
