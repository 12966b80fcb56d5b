/**
 * A chauffeur's own availability: the days they have said they will not work, on the operator's
 * calendar (Europe/London, the same calendar as licence and vehicle document dates). Pure, so the
 * driver's screen, the API and the dispatch checks share the words and the limits.
 */
import { addDays, vehicleToday } from "@/lib/vehicles/documents";

/** How far ahead a day off may be marked. */
export const MAX_DAYS_OFF_AHEAD = 90;

/** The longest reason a day off may carry (the screen's maxLength and the schema's limit). */
export const MAX_DAY_OFF_REASON = 200;

export const TODAY_STATES = ["available", "unavailable"] as const;
export type TodayState = (typeof TODAY_STATES)[number];

export interface DayOff {
  day: string;
  reason: string | null;
}

export interface DriverAvailability {
  /** Today on the operator's calendar (yyyy-mm-dd). */
  today: string;
  /** The chauffeur's own say for today: "unavailable" when today is one of their days off. */
  today_state: TodayState;
  /** Today and the days off after it, earliest first. */
  days_off: DayOff[];
  /** The last day that may be marked off (today + MAX_DAYS_OFF_AHEAD). */
  last_day: string;
}

/** Today (yyyy-mm-dd) on the operator's calendar. */
export const availabilityToday = (now: Date): string => vehicleToday(now);

export const lastDayOffAllowed = (now: Date): string =>
  addDays(availabilityToday(now), MAX_DAYS_OFF_AHEAD);

/**
 * Why `day` cannot be marked off at `now` (null when it can): not in the past, and at most
 * MAX_DAYS_OFF_AHEAD days ahead.
 */
export function dayOffRangeError(day: string, now: Date): string | null {
  if (day < availabilityToday(now)) return "A day in the past cannot be marked off";
  if (day > lastDayOffAllowed(now)) {
    return `Days off can be marked up to ${MAX_DAYS_OFF_AHEAD} days ahead`;
  }
  return null;
}

/** The sentence the dispatch board and the assign refusal show: the booking's own local date. */
export const dayOffReason = (day: string): string => `Day off on ${day}`;
