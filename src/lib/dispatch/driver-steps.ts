/**
 * The chauffeur's own steps on the road, in order, and when the passenger's phone number may be
 * shown to them. Pure: the app's big button, the status endpoint and the jobs list all read these,
 * so the button never offers a step the server would refuse. The rules of who may move a job stay
 * in job-moves.ts; this only names the one step a chauffeur takes next.
 */
import type { JobState } from "./job-states";

/** The steps a chauffeur may ask for (accepting and declining an offer have endpoints of their own). */
export const DRIVER_STEPS = ["on_the_way", "arrived", "on_board", "completed", "no_show"] as const;
export type DriverStep = (typeof DRIVER_STEPS)[number];

/** The one step the big button offers from each state (no show is a separate, confirmed action). */
export const NEXT_DRIVER_STEP: Readonly<Partial<Record<JobState, DriverStep>>> = {
  assigned: "on_the_way",
  on_the_way: "arrived",
  arrived: "on_board",
  on_board: "completed",
};

/** The button's words for each step. */
export const DRIVER_STEP_LABELS: Readonly<Record<DriverStep, string>> = {
  on_the_way: "I'm on my way",
  arrived: "I've arrived",
  on_board: "Passenger on board",
  completed: "Complete ride",
  no_show: "Passenger did not show",
};

/** States in which the job is the chauffeur's and not yet over. */
export const ACTIVE_JOB_STATES: readonly JobState[] = [
  "assigned",
  "on_the_way",
  "arrived",
  "on_board",
];

const HOUR_MS = 60 * 60 * 1000;

/** How long before pickup the passenger's number is shown to the chauffeur. */
export const PHONE_WINDOW_BEFORE_PICKUP_MS = HOUR_MS;

/**
 * The passenger's number is the chauffeur's only while the job is active: from an hour before
 * pickup until the job ends (completed, no show, cancelled or taken away all end it). Instants
 * compare as UTC, so a clock change between now and the pickup moves nothing.
 */
export function passengerPhoneVisible(input: {
  status: JobState;
  pickupAt: Date;
  now: Date;
}): boolean {
  if (!ACTIVE_JOB_STATES.includes(input.status)) return false;
  return input.now.getTime() >= input.pickupAt.getTime() - PHONE_WINDOW_BEFORE_PICKUP_MS;
}

/** Setting off earlier than this before the pickup is confirmed first. */
export const EARLY_SET_OFF_MS = 2 * HOUR_MS;

/**
 * Whole minutes until the pickup when "I'm on my way" now would be early (more than
 * EARLY_SET_OFF_MS ahead), else null. The step tells the passenger and starts sharing the phone's
 * position, so a tap hours ahead (the wrong job, a phone in a pocket) is confirmed first; it is
 * not refused, since a chauffeur may well leave early for a distant pickup. Instants compare as
 * UTC, so a clock change between now and the pickup moves nothing.
 */
export function earlySetOffMinutes(input: {
  status: JobState;
  pickupAt: Date;
  now: Date;
}): number | null {
  if (NEXT_DRIVER_STEP[input.status] !== "on_the_way") return null;
  const ahead = input.pickupAt.getTime() - input.now.getTime();
  return ahead > EARLY_SET_OFF_MS ? Math.floor(ahead / 60_000) : null;
}

/** Whether a no show may be recorded now: arrived, and the free waiting time is over. */
export function noShowAvailable(input: {
  status: JobState;
  freeWaitingEndsAt: Date;
  now: Date;
}): boolean {
  return input.status === "arrived" && input.now.getTime() >= input.freeWaitingEndsAt.getTime();
}

/**
 * A Google Maps directions address from the pickup to the drop-off (or just to the pickup for an
 * hourly job): opens the phone's maps app, and needs no key.
 */
export function directionsUrl(pickup: string, dropoff: string | null): string {
  const params = new URLSearchParams({ api: "1", travelmode: "driving" });
  if (dropoff) {
    params.set("waypoints", pickup);
    params.set("destination", dropoff);
  } else {
    params.set("destination", pickup);
  }
  return `https://www.google.com/maps/dir/?${params.toString()}`;
}
