import "server-only";
import { eq } from "drizzle-orm";
import {
  busyReason,
  classFit,
  clashingJobs,
  dayReasons,
  driverReasons,
  NO_VEHICLE_REASON,
  perCarNeeds,
  SERVING_CLASSES,
  vehicleReasons,
  type FitVehicle,
} from "@/lib/dispatch/fit";
import type { ServiceType } from "@/lib/service-classes";
import { pickupInstant } from "@/lib/time-rules";
import { addDays, vehicleToday } from "@/lib/vehicles/documents";
import { displayPlate } from "@/lib/vehicles/plate";
import { getDb, type Executor } from "@/server/db/client";
import { bookings, type BookingRow } from "@/server/db/schema";
import { badRequest, notFound } from "@/server/http/errors";
import { readSettingsGroup } from "@/server/settings/read-settings";
import {
  MISFIT_COUNT_LABELS,
  MISFITS_SHOWN,
  type MisfitCount,
  type SuggestedVehicle,
  type Suggestion,
  type Suggestions,
} from "@/lib/dispatch/suggestion-types";
import { jobWindowWith } from "./job-window";
import { expireOffers } from "./offer-expiry";
import {
  prefilterDrivers,
  readSuggestionRows,
  type DriverVehicleRow,
  type HeldJob,
  type PrefilterCounts,
  type PrefilterJob,
} from "./suggestion-queries";

export type { SuggestedVehicle, Suggestion, Suggestions };

interface Candidate extends FitVehicle {
  vehicle_id: number;
  make: string;
  model: string;
  colour: string;
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
 * The job's window, the booking's day, and the span whose held jobs are read: the day and the
 * window widened by the turnaround buffer (for clashes and the day's counts).
 */
export function suggestionSpan(
  booking: BookingRow,
  settings: { turnaround_buffer_minutes: number; setup_buffer_minutes: number },
) {
  const buffer = settings.turnaround_buffer_minutes;
  const job = jobWindowWith(booking, settings);
  const day = dayBounds(booking);
  const from = new Date(Math.min(day.start.getTime(), job.startsAt.getTime() - buffer * 60_000));
  const until = new Date(Math.max(day.end.getTime(), job.endsAt.getTime() + buffer * 60_000));
  return { job, day, span: { from, until, day: booking.booking_date } };
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

/** The prefilter's question for this car of the booking (suggestion-queries.ts). */
export function prefilterJob(
  booking: BookingRow,
  input: { job: { startsAt: Date; endsAt: Date }; span: PrefilterJob["span"] },
  bufferMinutes: number,
  now: Date,
): PrefilterJob {
  const needs = perCarNeeds(booking);
  return {
    span: input.span,
    startsAt: input.job.startsAt,
    endsAt: input.job.endsAt,
    bufferMinutes,
    today: vehicleToday(now),
    classes: SERVING_CLASSES[booking.service_type],
    passengers: needs.passengers,
    luggage: needs.luggage,
    misfitsShown: MISFITS_SHOWN,
  };
}

function misfitCounts(counts: PrefilterCounts, otherReasons: number): MisfitCount[] {
  const all: MisfitCount[] = [
    { reason: MISFIT_COUNT_LABELS.unavailable, count: counts.unavailable },
    { reason: MISFIT_COUNT_LABELS.licence_lapsed, count: counts.licenceLapsed },
    { reason: MISFIT_COUNT_LABELS.day_off, count: counts.dayOff },
    { reason: MISFIT_COUNT_LABELS.no_vehicle, count: counts.noVehicle },
    { reason: MISFIT_COUNT_LABELS.no_fitting_vehicle, count: counts.noFittingVehicle },
    { reason: MISFIT_COUNT_LABELS.busy, count: counts.busy },
    { reason: MISFIT_COUNT_LABELS.other, count: otherReasons },
  ];
  return all.filter((entry) => entry.count > 0);
}

/**
 * The approved chauffeurs as fits for one car of the booking, ranked (judgeDrivers), and the
 * nearest MISFITS_SHOWN who do not fit with their reasons, plus how many do not fit in all and
 * why. Three reads whatever the number of drivers (besides the booking and the settings): the
 * database's prefilter (the candidates, the nearest misfits and the counts), then those
 * chauffeurs with their vehicles and the jobs held around the window (suggestion-queries.ts);
 * fit.ts judges every chauffeur listed.
 */
export async function suggestDrivers(input: {
  bookingId: number;
  carNumber: number;
  now?: Date;
  executor?: Executor;
}): Promise<Suggestions> {
  const db = input.executor ?? (await getDb());
  const now = input.now ?? new Date();
  // Offers that lapsed are back in the queue before the list is drawn.
  await expireOffers(db, now);

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
  const { job, day, span } = suggestionSpan(booking, settings);

  const cut = await prefilterDrivers(db, prefilterJob(booking, { job, span }, buffer, now));
  const { drivers: rows, held } = await readSuggestionRows(db, span, [
    ...cut.candidates,
    ...cut.nearest,
  ]);
  const { fits, misfits } = judgeDrivers(rows, held, {
    booking,
    job,
    day,
    bufferMinutes: buffer,
    now,
  });
  // A candidate fit.ts still refuses (the prefilter is only ever wider) counts as a misfit too.
  const candidates = new Set(cut.candidates);
  const refused = misfits.filter((misfit) => candidates.has(misfit.driver_id)).length;
  return {
    booking_id: booking.booking_id,
    car_number: input.carNumber,
    starts_at: job.startsAt.toISOString(),
    ends_at: job.endsAt.toISOString(),
    turnaround_buffer_minutes: buffer,
    fits,
    misfits: misfits.slice(0, MISFITS_SHOWN),
    misfits_total: cut.counts.misfits + refused,
    misfit_counts: misfitCounts(cut.counts, refused),
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

// One collator for the whole sort: localeCompare builds one per call.
const NAMES = new Intl.Collator("en");

function byName(a: Suggestion, b: Suggestion): number {
  return NAMES.compare(a.name, b.name) || a.driver_id - b.driver_id;
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
