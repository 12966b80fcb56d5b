import "server-only";
import { and, asc, desc, eq, gt, gte, inArray, lt, type SQL } from "drizzle-orm";
import { ACTIVE_JOB_STATES, passengerPhoneVisible } from "@/lib/dispatch/driver-steps";
import { freeWaitingEndsAt } from "@/lib/dispatch/job-end";
import type { DriverJobsData, DriverJobView } from "@/lib/driver-app/types";
import { todayInZone } from "@/lib/wall-clock";
import type { Executor } from "@/server/db/client";
import { assignments, bookings, users, vehicles } from "@/server/db/schema";
import { executorOrDb } from "@/server/db/transaction";
import { ownDriverId } from "./own-driver-id";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Upcoming covers this many days ahead. */
export const UPCOMING_DAYS = 14;
export const HISTORY_PAGE_SIZE = 10;
/** A job picked up this long ago may still be on the road (a long hourly hire), so it is read. */
const LOOKBACK_MS = 36 * HOUR_MS;
/** A cancellation is told for a day, then the job is simply gone. */
const NOTICE_MS = DAY_MS;

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

type JobRow = {
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

async function readJobs(
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

function iso(value: Date | null | undefined): string | null {
  return value ? value.toISOString() : null;
}

/** The row as the chauffeur sees it: the passenger's number only inside its window. */
export function driverJobView(row: JobRow, now: Date): DriverJobView {
  const guest = !row.is_self_booking && (row.guest_first_name || row.guest_last_name);
  const passengerName = guest
    ? `${row.guest_first_name ?? ""} ${row.guest_last_name ?? ""}`.trim()
    : `${row.customer_first_name ?? ""} ${row.customer_last_name ?? ""}`.trim();
  const phone = (row.is_self_booking ? row.customer_phone : row.guest_phone_number) || null;
  return {
    assignment_id: row.assignment_id,
    booking_reference: row.booking_reference ?? "",
    status: row.status,
    car_number: row.car_number ?? 1,
    pickup_at: row.pickup_at.toISOString(),
    pickup_time_zone: row.pickup_time_zone ?? "Europe/London",
    booking_date: row.booking_date ?? "",
    booking_time: (row.booking_time ?? "").slice(0, 5),
    starts_at: row.starts_at.toISOString(),
    ends_at: iso(row.ends_at) ?? row.starts_at.toISOString(),
    booking_type: row.booking_type ?? "",
    pickup_location: row.pickup_location ?? "",
    dropoff_location: row.dropoff_location,
    number_of_hours: row.number_of_hours,
    passenger_name: passengerName,
    passenger_phone: passengerPhoneVisible({ status: row.status, pickupAt: row.pickup_at, now })
      ? phone
      : null,
    number_of_passengers: row.number_of_passengers ?? 0,
    number_of_luggage: row.number_of_luggage ?? 0,
    flight_number: row.flight_number,
    pickup_sign: row.pickup_sign,
    notes_for_chauffeur: row.notes_for_chauffeur,
    service_type: row.service_type ?? "business_class",
    vehicle:
      row.vehicle_make && row.vehicle_model
        ? {
            make: row.vehicle_make,
            model: row.vehicle_model,
            colour: row.vehicle_colour ?? "",
            registration_plate: row.vehicle_plate ?? "",
          }
        : null,
    pay_pence: row.pay_pence,
    offer_expires_at: row.status === "offered" ? iso(row.offer_expires_at) : null,
    free_waiting_ends_at: freeWaitingEndsAt({ pickupAt: row.pickup_at }).toISOString(),
  };
}

/** One job of the driver's by id (the status endpoint's answer); null when not theirs. */
export async function readOwnJob(
  executor: Executor,
  input: { driverId: number; assignmentId: number; now: Date },
): Promise<DriverJobView | null> {
  const [row] = await readJobs(
    executor,
    and(
      eq(assignments.assignment_id, input.assignmentId),
      eq(assignments.driver_id, input.driverId),
    ),
    asc(assignments.starts_at),
    1,
  );
  return row ? driverJobView(row, input.now) : null;
}

/**
 * The signed-in chauffeur's day: open offers, the job to do next, today's jobs, the next 14 days,
 * a page of history, and notices of jobs cancelled in the last day. Three index range reads.
 */
export async function loadDriverJobs(input: {
  userId: number;
  historyPage?: number;
  now?: Date;
  executor?: Executor;
}): Promise<DriverJobsData> {
  const now = input.now ?? new Date();
  const db = await executorOrDb(input.executor);
  const driverId = await ownDriverId(input.userId, db);
  const page = input.historyPage ?? 1;
  const reads = driverJobsQueries(db, { driverId, historyPage: page, now });
  const [window, offers, history] = (await Promise.all([
    reads.window,
    reads.offers,
    reads.history,
  ])) as [JobRow[], JobRow[], JobRow[]];

  const notices = window
    .filter(
      (row) =>
        row.status === "cancelled" &&
        row.updated_at !== null &&
        now.getTime() - row.updated_at.getTime() <= NOTICE_MS,
    )
    .map((row) => `Job ${row.booking_reference} cancelled`);
  const views = window
    .filter((row) => row.status !== "cancelled")
    .map((row) => driverJobView(row, now));
  const isToday = (job: DriverJobView) =>
    job.booking_date === todayInZone(job.pickup_time_zone, now);
  const today = views.filter(isToday);
  const upcoming = views.filter(
    (job) =>
      !isToday(job) &&
      ACTIVE_JOB_STATES.includes(job.status) &&
      new Date(job.pickup_at).getTime() > now.getTime(),
  );
  const active = views.filter((job) => ACTIVE_JOB_STATES.includes(job.status));
  const next =
    active.find((job) => job.status !== "assigned") ??
    active.find((job) => job.status === "assigned") ??
    null;

  return {
    now: now.toISOString(),
    offers: offers.map((row) => driverJobView(row, now)),
    next,
    today,
    upcoming,
    history: {
      items: history.slice(0, HISTORY_PAGE_SIZE).map((row) => driverJobView(row, now)),
      page,
      has_next: history.length > HISTORY_PAGE_SIZE,
    },
    notices,
  };
}
