import "server-only";
import { eq } from "drizzle-orm";
import { perCarNeeds, SERVING_CLASSES } from "@/lib/dispatch/fit";
import { pickupInstant } from "@/lib/time-rules";
import { addDays, vehicleToday } from "@/lib/vehicles/documents";
import { getDb, type Executor } from "@/server/db/client";
import { bookings, type BookingRow } from "@/server/db/schema";
import { badRequest, notFound } from "@/server/http/errors";
import { readSettingsGroup } from "@/server/settings/read-settings";
import {
  FITS_SHOWN,
  MISFIT_COUNT_LABELS,
  MISFITS_SHOWN,
  type MisfitCount,
  type SuggestedVehicle,
  type Suggestion,
  type Suggestions,
} from "@/lib/dispatch/suggestion-types";
import { judgeDrivers } from "./judge-drivers";
import { jobWindowWith } from "./job-window";
import { expireOffers } from "./offer-expiry";
import { prefilterDrivers, type PrefilterCounts, type PrefilterJob } from "./suggestion-prefilter";
import { readSuggestionRows } from "./suggestion-rows";

export type { SuggestedVehicle, Suggestion, Suggestions };

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

/** The prefilter's question for this car of the booking (suggestion-prefilter.ts). */
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
 * The approved chauffeurs as fits for one car of the booking, ranked (judgeDrivers): the first
 * `fits` of them and how many fit in all, and the nearest MISFITS_SHOWN who do not fit with
 * their reasons, plus how many do not fit in all and why. Three reads whatever the number of
 * drivers (besides the booking and the settings): the database's prefilter (the candidates,
 * the nearest misfits and the counts: suggestion-prefilter.ts), then those chauffeurs with their
 * vehicles and the jobs held around the window (suggestion-rows.ts); fit.ts judges every
 * chauffeur listed (judge-drivers.ts).
 */
export async function suggestDrivers(input: {
  bookingId: number;
  carNumber: number;
  /** How many of those who fit are sent, best ranked first (FITS_SHOWN by default). */
  fits?: number;
  now?: Date;
  executor?: Executor;
}): Promise<Suggestions> {
  const db = input.executor ?? (await getDb());
  const now = input.now ?? new Date();
  // Offers that lapsed are back in the queue before the chauffeurs are judged (the prefilter
  // reads after this). The booking's own facts and the settings do not depend on the sweep, so
  // on PostgreSQL the three run side by side.
  const [, [booking], settings] = await Promise.all([
    expireOffers(db, now),
    db.select().from(bookings).where(eq(bookings.booking_id, input.bookingId)),
    readSettingsGroup("dispatch", db),
  ]);
  if (!booking) throw notFound("Booking not found");
  if (input.carNumber > booking.number_of_cars) {
    throw badRequest(`This booking has ${booking.number_of_cars} car(s)`, {
      car: `Must be between 1 and ${booking.number_of_cars}`,
    });
  }
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
    fits: fits.slice(0, input.fits ?? FITS_SHOWN),
    fits_total: fits.length,
    misfits: misfits.slice(0, MISFITS_SHOWN),
    misfits_total: cut.counts.misfits + refused,
    misfit_counts: misfitCounts(cut.counts, refused),
  };
}
