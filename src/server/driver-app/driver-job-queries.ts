import "server-only";
import { and, asc, desc, eq, gt, gte, inArray, lt, type SQL } from "drizzle-orm";
import { ACTIVE_JOB_STATES } from "@/lib/dispatch/driver-steps";
import type { DriverJobView } from "@/lib/driver-app/types";
import type { Executor } from "@/server/db/client";
import { assignments, bookings, users, vehicles } from "@/server/db/schema";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Upcoming covers this many days ahead. */
export const UPCOMING_DAYS = 14;
export const HISTORY_PAGE_SIZE = 10;
/** A job picked up this long ago may still be on the road (a long hourly hire), so it is read. */
const LOOKBACK_MS = 36 * HOUR_MS;
/** A cancellation is told for a day, then the job is simply gone. */
export const NOTICE_MS = DAY_MS;

const FINISHED_STATES = ["completed", "no_show"] as const;

/** Every column the app shows, from the job, its booking, the customer and the vehicle. */
const jobColumns = {
  assignment_id: assignments.assignment_id,
  status: assignments.status,
  car_number: assignments.car_number,
  starts_at: assignments.starts_at,
  ends_at: assignments.ends_at,
  pay_pence: assignments.pay_pence,
  offer_expires_at: assignments.offer_expires_at,
  updated_at: assignments.updated_at,
  booking_reference: bookings.booking_reference,
  pickup_at: bookings.pickup_at,
  pickup_time_zone: bookings.pickup_time_zone,
  booking_date: bookings.booking_date,
  booking_time: bookings.booking_time,
  booking_type: bookings.booking_type,
  pickup_location: bookings.pickup_location,
  dropoff_location: bookings.dropoff_location,
  number_of_hours: bookings.number_of_hours,
  is_self_booking: bookings.is_self_booking,
  guest_first_name: bookings.guest_first_name,
  guest_last_name: bookings.guest_last_name,
  guest_phone_number: bookings.guest_phone_number,
  number_of_passengers: bookings.number_of_passengers,
  number_of_luggage: bookings.number_of_luggage,
  flight_number: bookings.flight_number,
  pickup_sign: bookings.pickup_sign,
  notes_for_chauffeur: bookings.notes_for_chauffeur,
  service_type: bookings.service_type,
  customer_first_name: users.first_name,
  customer_last_name: users.last_name,
  customer_phone: users.phone_number,
  vehicle_make: vehicles.make,
  vehicle_model: vehicles.model,
  vehicle_colour: vehicles.colour,
  vehicle_plate: vehicles.registration_plate,
};

export type JobRow = {
  [K in keyof typeof jobColumns]: (typeof jobColumns)[K]["_"]["data"] | null;
} & {
  assignment_id: number;
  status: DriverJobView["status"];
  starts_at: Date;
  pickup_at: Date;
};

/**
 * One of the driver's own jobs with its booking, read through the (driver_id, starts_at) index:
 * every query here is a range of that index for one driver, so it stays fast however many
 * bookings the site holds.
 */
function jobsQuery(db: Executor, where: SQL | undefined, order: SQL, limit: number, offset = 0) {
  return db
    .select(jobColumns)
    .from(assignments)
    .innerJoin(bookings, eq(bookings.booking_id, assignments.booking_id))
    .innerJoin(users, eq(users.user_id, bookings.user_id))
    .leftJoin(vehicles, eq(vehicles.vehicle_id, assignments.vehicle_id))
    .where(where)
    .orderBy(order, asc(assignments.assignment_id))
    .limit(limit)
    .offset(offset);
}

export async function readJobs(
  db: Executor,
  where: SQL | undefined,
  order: SQL,
  limit: number,
  offset = 0,
): Promise<JobRow[]> {
  return (await jobsQuery(db, where, order, limit, offset)) as JobRow[];
}

/**
 * The app's three reads for one chauffeur, unrun (the bench EXPLAINs them): the jobs from 36
 * hours ago to the end of Upcoming, the open offers, and a page of history.
 */
export function driverJobsQueries(
  db: Executor,
  input: { driverId: number; historyPage: number; now: Date },
) {
  const { now } = input;
  const mine = eq(assignments.driver_id, input.driverId);
  const from = new Date(now.getTime() - LOOKBACK_MS);
  const until = new Date(now.getTime() + (UPCOMING_DAYS + 1) * DAY_MS);
  return {
    window: jobsQuery(
      db,
      and(
        mine,
        gte(assignments.starts_at, from),
        lt(assignments.starts_at, until),
        inArray(assignments.status, [...ACTIVE_JOB_STATES, ...FINISHED_STATES, "cancelled"]),
      ),
      asc(assignments.starts_at),
      500,
    ),
    // Offers are for any date ahead, so they are read apart from the 14-day window.
    offers: jobsQuery(
      db,
      and(
        mine,
        gte(assignments.starts_at, from),
        eq(assignments.status, "offered"),
        gt(assignments.offer_expires_at, now),
      ),
      asc(assignments.offer_expires_at),
      50,
    ),
    history: jobsQuery(
      db,
      // Finished jobs whenever they were booked for (a ride done early still belongs here).
      and(mine, inArray(assignments.status, [...FINISHED_STATES])),
      desc(assignments.starts_at),
      HISTORY_PAGE_SIZE + 1,
      (input.historyPage - 1) * HISTORY_PAGE_SIZE,
    ),
  };
}
