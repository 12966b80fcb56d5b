/**
 * How long a job keeps its chauffeur busy, from pickup. Pure: the caller supplies the route's
 * duration (from the place index or Google) and the settings, so the dispatch board, the
 * suggestions and assigning all agree, and tests inject plain values.
 */

const MINUTE_MS = 60_000;

/** Minutes added after a point-to-point drop-off before the job counts as over (unloading, paperwork). */
export const DEFAULT_SETUP_BUFFER_MINUTES = 15;

/** Free waiting time at a pickup before a no-show may be declared (the seed's terms). */
export const DEFAULT_FREE_WAITING_MINUTES = 60;

export type JobLength =
  | { kind: "point_to_point"; routeDurationMinutes: number; setupBufferMinutes?: number }
  | { kind: "hourly"; hours: number };

/** The job's length in minutes: route plus set-up buffer, or the booked hours. */
export function jobMinutes(length: JobLength): number {
  if (length.kind === "hourly") {
    if (!(length.hours > 0)) throw new RangeError("An hourly job needs a positive number of hours");
    return length.hours * 60;
  }
  if (!(length.routeDurationMinutes >= 0)) {
    throw new RangeError("A route's duration cannot be negative");
  }
  const buffer = length.setupBufferMinutes ?? DEFAULT_SETUP_BUFFER_MINUTES;
  // Whole minutes: a block on the board never ends at an odd second.
  return Math.ceil(length.routeDurationMinutes) + Math.max(0, buffer);
}

/** The estimated end of a job starting at `startsAt`. */
export function estimatedJobEnd(startsAt: Date, length: JobLength): Date {
  return new Date(startsAt.getTime() + jobMinutes(length) * MINUTE_MS);
}

/**
 * When the free waiting time runs out: counted from the flight's landing when there is one
 * (a late flight is not the passenger's no-show), otherwise from the pickup time.
 */
export function freeWaitingEndsAt(input: {
  pickupAt: Date;
  flightLandedAt?: Date | null;
  freeWaitingMinutes?: number;
}): Date {
  const from = input.flightLandedAt ?? input.pickupAt;
  const minutes = input.freeWaitingMinutes ?? DEFAULT_FREE_WAITING_MINUTES;
  return new Date(from.getTime() + minutes * MINUTE_MS);
}

/**
 * Average door-to-door speed used to turn a route's road miles into minutes when no routing
 * service answers: the quote's own road distance (the place index's coordinates, straight line
 * times ROUTE_DISTANCE_FACTOR) at a speed between town traffic and motorway, so the estimate
 * works offline and agrees with the distance the customer was charged for.
 */
export const AVERAGE_ROUTE_SPEED_MPH = 30;

/** Whole minutes to drive `miles` road miles at the average speed. */
export function routeDurationMinutes(miles: number): number {
  if (!(miles >= 0) || !Number.isFinite(miles)) {
    throw new RangeError(`A route's distance must be a finite number of miles, got ${miles}`);
  }
  return Math.ceil((miles / AVERAGE_ROUTE_SPEED_MPH) * 60);
}
