import "server-only";
import { and, asc, eq, gt, gte, inArray, isNotNull, lt } from "drizzle-orm";
import {
  busyReason,
  classFit,
  clashingJobs,
  driverReasons,
  NO_VEHICLE_REASON,
  vehicleReasons,
  type BusySpan,
  type FitVehicle,
} from "@/lib/dispatch/fit";
import { HOLDING_STATES } from "@/lib/dispatch/job-states";
import type { ServiceType } from "@/lib/service-classes";
import { pickupInstant } from "@/lib/time-rules";
import { addDays } from "@/lib/vehicles/documents";
import { displayPlate } from "@/lib/vehicles/plate";
import { getDb, type Executor } from "@/server/db/client";
import {
  assignments,
  bookings,
  drivers,
  vehicleDrivers,
  vehicles,
  type BookingRow,
} from "@/server/db/schema";
import { badRequest, notFound } from "@/server/http/errors";
import { readSettingsGroup } from "@/server/settings/read-settings";
import { jobWindowWith } from "./job-window";

export interface SuggestedVehicle {
  vehicle_id: number;
  label: string;
  plate_display: string;
  service_class: ServiceType;
  passenger_capacity: number;
  luggage_capacity: number;
}

export interface Suggestion {
  driver_id: number;
  name: string;
  vehicle: SuggestedVehicle | null;
  higher_class: boolean;
  jobs_that_day: number;
  rating: number | null;
  reasons: string[];
}

export interface Suggestions {
  booking_id: number;
  car_number: number;
  starts_at: string;
  ends_at: string;
  turnaround_buffer_minutes: number;
  fits: Suggestion[];
  misfits: Suggestion[];
}

const HOUR_MS = 3_600_000;
/**
 * Jobs are read by their start (the index on starts_at); a job starting more than this long
 * before the window cannot reach into it. Longer jobs are still refused by the database.
 */
const LONGEST_JOB_MS = 48 * HOUR_MS;

interface Candidate extends FitVehicle {
  vehicle_id: number;
  make: string;
  model: string;
  colour: string;
}

interface Held extends BusySpan {
  driverId: number | null;
  vehicleId: number | null;
}

/** The booking's wall-clock day [start, end) as instants, in its pickup's zone. */
function dayBounds(booking: BookingRow): { start: Date; end: Date } {
  const zone = booking.pickup_time_zone;
  return {
    start: pickupInstant(booking.booking_date, "00:00:00", zone),
    end: pickupInstant(addDays(booking.booking_date, 1), "00:00:00", zone),
  };
}

/**
 * Every approved chauffeur, as a fit for one car of the booking (with the best vehicle they may
 * drive: the booked class first, a higher class flagged) or a misfit with the reasons, in the
 * words of lib/dispatch/fit.ts. Fits are ranked: booked class first, fewest jobs that day, best
 * rating (unrated last), then name. Two reads whatever the number of drivers: the drivers with
 * the vehicles each may drive, and the jobs held around the window (for clashes and the day's
 * counts), both answered by indexes.
 */
export async function suggestDrivers(input: {
  bookingId: number;
  carNumber: number;
  now?: Date;
  executor?: Executor;
}): Promise<Suggestions> {
  const db = input.executor ?? (await getDb());
  const now = input.now ?? new Date();
  // expireOffers(db, now) goes here once src/server/dispatch/offer-expiry.ts exists, so offers
  // that lapsed are back in the queue before the list is drawn (the one call site).

  const [booking] = await db
    .select()
    .from(bookings)
    .where(eq(bookings.booking_id, input.bookingId));
  if (!booking) throw notFound("Booking not found");
  if (input.carNumber > booking.number_of_cars) {
    throw badRequest(`This booking has ${booking.number_of_cars} car(s)`, {
      car: `Must be between 1 and ${booking.number_of_cars}`,
    });
  }
  const settings = await readSettingsGroup("dispatch", db);
  const buffer = settings.turnaround_buffer_minutes;
  const job = jobWindowWith(booking, settings);
  const day = dayBounds(booking);
  const from = new Date(Math.min(day.start.getTime(), job.startsAt.getTime() - buffer * 60_000));
  const until = new Date(Math.max(day.end.getTime(), job.endsAt.getTime() + buffer * 60_000));

  const [rows, held] = await Promise.all([
    db
      .select({
        driver_id: drivers.driver_id,
        first_name: drivers.first_name,
        last_name: drivers.last_name,
        status: drivers.status,
        approved_at: drivers.approved_at,
        driving_license_expiry_date: drivers.driving_license_expiry_date,
        rating: drivers.rating,
        vehicle_id: vehicles.vehicle_id,
        make: vehicles.make,
        model: vehicles.model,
        colour: vehicles.colour,
        registration_plate: vehicles.registration_plate,
        service_class: vehicles.service_class,
        passenger_capacity: vehicles.passenger_capacity,
        luggage_capacity: vehicles.luggage_capacity,
        vehicle_status: vehicles.status,
        phv_licence_expiry: vehicles.phv_licence_expiry,
        mot_expiry: vehicles.mot_expiry,
        insurance_expiry: vehicles.insurance_expiry,
      })
      .from(drivers)
      .leftJoin(vehicleDrivers, eq(vehicleDrivers.driver_id, drivers.driver_id))
      .leftJoin(vehicles, eq(vehicles.vehicle_id, vehicleDrivers.vehicle_id))
      .where(isNotNull(drivers.approved_at))
      .orderBy(asc(drivers.driver_id)),
    db
      .select({
        driverId: assignments.driver_id,
        vehicleId: assignments.vehicle_id,
        startsAt: assignments.starts_at,
        endsAt: assignments.ends_at,
        reference: bookings.booking_reference,
      })
      .from(assignments)
      .innerJoin(bookings, eq(bookings.booking_id, assignments.booking_id))
      .where(
        and(
          inArray(assignments.status, [...HOLDING_STATES]),
          gte(assignments.starts_at, new Date(from.getTime() - LONGEST_JOB_MS)),
          lt(assignments.starts_at, until),
          gt(assignments.ends_at, from),
        ),
      ) as Promise<Held[]>,
  ]);

  const byDriver = groupBy(held, (row) => row.driverId);
  const byVehicle = groupBy(held, (row) => row.vehicleId);
  const zone = booking.pickup_time_zone;

  const people = new Map<number, { driver: (typeof rows)[number]; vehicles: Candidate[] }>();
  for (const row of rows) {
    const entry = people.get(row.driver_id) ?? { driver: row, vehicles: [] };
    people.set(row.driver_id, entry);
    if (row.vehicle_id === null) continue;
    entry.vehicles.push({
      vehicle_id: row.vehicle_id,
      make: row.make!,
      model: row.model!,
      colour: row.colour!,
      plate_display: displayPlate(row.registration_plate!),
      service_class: row.service_class!,
      passenger_capacity: row.passenger_capacity!,
      luggage_capacity: row.luggage_capacity!,
      status: row.vehicle_status!,
      phv_licence_expiry: row.phv_licence_expiry,
      mot_expiry: row.mot_expiry,
      insurance_expiry: row.insurance_expiry,
    });
  }

  const fits: Suggestion[] = [];
  const misfits: Suggestion[] = [];
  for (const { driver, vehicles: candidates } of people.values()) {
    const own = byDriver.get(driver.driver_id) ?? [];
    const jobsThatDay = own.filter(
      (row) => row.startsAt >= day.start && row.startsAt < day.end,
    ).length;
    const busy = clashingJobs(job, own, buffer).map((row) => busyReason(row, zone));
    const choice = bestVehicle(booking.service_type, candidates, (vehicle) => [
      ...vehicleReasons(vehicle, booking, now),
      ...clashingJobs(job, byVehicle.get(vehicle.vehicle_id) ?? [], 0).map((row) =>
        busyReason(row, zone, `Vehicle ${vehicle.plate_display} is already on`),
      ),
    ]);
    const reasons = [
      ...driverReasons(driver, now),
      ...(choice ? choice.reasons : [NO_VEHICLE_REASON]),
      ...busy,
    ];
    const suggestion: Suggestion = {
      driver_id: driver.driver_id,
      name: `${driver.first_name} ${driver.last_name}`.trim(),
      vehicle: choice ? shown(choice.vehicle) : null,
      higher_class:
        choice !== null &&
        classFit(booking.service_type, choice.vehicle.service_class) === "higher",
      jobs_that_day: jobsThatDay,
      rating: driver.rating,
      reasons,
    };
    (reasons.length === 0 ? fits : misfits).push(suggestion);
  }

  fits.sort(rankFits);
  misfits.sort((a, b) => a.reasons.length - b.reasons.length || byName(a, b));
  return {
    booking_id: booking.booking_id,
    car_number: input.carNumber,
    starts_at: job.startsAt.toISOString(),
    ends_at: job.endsAt.toISOString(),
    turnaround_buffer_minutes: buffer,
    fits,
    misfits,
  };
}

/** The vehicle to suggest: fewest reasons (a fit has none), then the booked class before a higher one. */
function bestVehicle(
  booked: ServiceType,
  candidates: Candidate[],
  reasonsOf: (vehicle: Candidate) => string[],
): { vehicle: Candidate; reasons: string[] } | null {
  let best: { vehicle: Candidate; reasons: string[]; score: number } | null = null;
  for (const vehicle of candidates) {
    const reasons = reasonsOf(vehicle);
    const fit = classFit(booked, vehicle.service_class);
    const score = reasons.length * 3 + (fit === "same" ? 0 : fit === "higher" ? 1 : 2);
    if (best === null || score < best.score) best = { vehicle, reasons, score };
  }
  return best;
}

function shown(vehicle: Candidate): SuggestedVehicle {
  return {
    vehicle_id: vehicle.vehicle_id,
    label: `${vehicle.make} ${vehicle.model} (${vehicle.colour})`,
    plate_display: vehicle.plate_display,
    service_class: vehicle.service_class,
    passenger_capacity: vehicle.passenger_capacity,
    luggage_capacity: vehicle.luggage_capacity,
  };
}

function byName(a: Suggestion, b: Suggestion): number {
  return a.name.localeCompare(b.name, "en") || a.driver_id - b.driver_id;
}

/** Booked class first, fewest jobs that day, best rating (unrated last), then name. */
export function rankFits(a: Suggestion, b: Suggestion): number {
  if (a.higher_class !== b.higher_class) return a.higher_class ? 1 : -1;
  if (a.jobs_that_day !== b.jobs_that_day) return a.jobs_that_day - b.jobs_that_day;
  if (a.rating !== b.rating) {
    if (a.rating === null) return 1;
    if (b.rating === null) return -1;
    return b.rating - a.rating;
  }
  return byName(a, b);
}

function groupBy<T>(rows: readonly T[], key: (row: T) => number | null): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const id = key(row);
    if (id === null) continue;
    const list = groups.get(id);
    if (list) list.push(row);
    else groups.set(id, [row]);
  }
  return groups;
}
