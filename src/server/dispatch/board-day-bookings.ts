import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { JobState } from "@/lib/dispatch/job-states";
import type { Executor } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import { ASSIGNABLE, BLOCK_STATES, epochMs, listOf, type Nullable } from "./board-sql";

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

/** Which of the day's unassigned cars the board sends (board.ts): the queue's page. */
export interface DayQueueInput {
  date: string;
  /** The page: the first `cards` bookings by pickup carry at least that many cards. */
  cards: number;
  /** Every booking picked up before this comes too: the urgent cars (with a minute to spare). */
  urgentBefore: Date;
}

/**
 * The day's bookings that may be sent a chauffeur and still have a car nobody holds, in pickup
 * order (bookings_day_assignable_idx, then assignments_booking_idx per booking), each with its
 * jobs that are not drawn (offers, declines, unassigned ones: what the queue shows of them, by
 * start, then id). Only the queue's page is built as JSON: the first `cards` of those bookings
 * and every one picked up before `urgentBefore`, two prefixes of the pickup order and so one;
 * the rest are only counted (their free cars are `total`). On a busy day most bookings are
 * covered and most of the rest wait for "Show more": building their JSON only for the page to
 * drop them was most of this read's time. The count is of distinct cars within the booking's
 * number of cars, so a job left on a car the booking no longer has never hides one it has
 * (queueCards decides each car from these rows and the drawn ones of dayAssignments; this only
 * skips the bookings with none left).
 */
export function dayBookingsQuery(input: DayQueueInput): SQL {
  return sql`
    with free as (
      select b.booking_id, b.pickup_at, b.number_of_cars - held.cars as free_cars
      from bookings b
      cross join lateral (
        select count(distinct x.car_number)::int as cars from assignments x
        where x.booking_id = b.booking_id and x.car_number <= b.number_of_cars
          and x.status in (${listOf(BLOCK_STATES)})
      ) held
      where b.booking_date = ${input.date}::date and b.status in (${listOf(ASSIGNABLE)})
        and held.cars < b.number_of_cars
    ),
    page as (
      select booking_id from free
      where pickup_at < ${input.urgentBefore.toISOString()}::timestamptz
      union
      (select booking_id from free order by pickup_at, booking_id limit ${input.cards})
    )
    select (select coalesce(sum(free_cars), 0)::int from free) as total,
      coalesce(json_agg(json_build_array(
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
    from page join bookings b on b.booking_id = page.booking_id`;
}

/**
 * The rows of dayBookingsQuery: the page's bookings, the queue's rows of them, and how many
 * cars of the day nobody holds (shown or not).
 */
export async function dayBookings(
  db: Executor,
  input: DayQueueInput,
): Promise<{ bookings: DayBooking[]; queueRows: QueueRow[]; freeCars: number }> {
  const [row] = rowsOf<{ rows: string; total: number }>(await db.execute(dayBookingsQuery(input)));
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
  return { bookings, queueRows, freeCars: Number(row?.total ?? 0) };
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
