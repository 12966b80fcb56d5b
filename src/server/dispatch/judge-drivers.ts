import "server-only";
import {
  busyReason,
  classFit,
  clashingJobs,
  dayReasons,
  driverReasons,
  NO_VEHICLE_REASON,
  vehicleReasons,
  type FitVehicle,
} from "@/lib/dispatch/fit";
import type { ServiceType } from "@/lib/service-classes";
import { displayPlate } from "@/lib/vehicles/plate";
import type { BookingRow } from "@/server/db/schema";
import type { SuggestedVehicle, Suggestion } from "@/lib/dispatch/suggestion-types";
import type { DriverVehicleRow, HeldJob } from "./suggestion-rows";
import { byName, rankFits } from "./suggestion-ranking";

interface Candidate extends FitVehicle {
  vehicle_id: number;
  make: string;
  model: string;
  colour: string;
}

/** What judging the chauffeurs needs besides their rows: the booking, the job and the clock. */
export interface JudgeInput {
  booking: BookingRow;
  job: { startsAt: Date; endsAt: Date };
  day: { start: Date; end: Date };
  bufferMinutes: number;
  now: Date;
}

/**
 * Each chauffeur of `rows` as a fit for one car of the booking (with the best vehicle they may
 * drive: the booked class first, a higher class flagged) or a misfit with the reasons, in the
 * words of lib/dispatch/fit.ts, against the jobs `held` around the window (theirs and their
 * vehicles'). Fits are ranked: booked class first, fewest jobs that day, best rating (unrated
 * last), then name; misfits by fewest reasons, then name. Pure.
 */
export function judgeDrivers(
  rows: readonly DriverVehicleRow[],
  held: readonly HeldJob[],
  input: JudgeInput,
): { fits: Suggestion[]; misfits: Suggestion[] } {
  const { booking, job, day, now } = input;
  const buffer = input.bufferMinutes;
  const byDriver = groupBy(held, (row) => row.driverId);
  const byVehicle = groupBy(held, (row) => row.vehicleId);
  const zone = booking.pickup_time_zone;

  const people = new Map<number, { driver: DriverVehicleRow; vehicles: Candidate[] }>();
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
      // Only approved drivers are read.
      // Named one by one: the row's phv_licence_expiry is the vehicle's, not the chauffeur's.
      ...driverReasons(
        {
          status: driver.status,
          approved: true,
          driving_license_expiry_date: driver.driving_license_expiry_date,
          phv_licence_expiry: driver.driver_phv_licence_expiry,
        },
        now,
      ),
      ...dayReasons(booking.booking_date, driver.day_off),
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
  return { fits, misfits };
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
