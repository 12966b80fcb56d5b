/**
 * The weeks a chauffeur's earnings are grouped by: Monday to Sunday in the operator's zone
 * (Europe/London), so a week's bounds move with British Summer Time. Dates are `yyyy-MM-dd`.
 */
import { pickupInstant, todayInZone } from "@/lib/time-rules";

export const EARNINGS_TIME_ZONE = "Europe/London";

const DAY_MS = 86_400_000;

/** Calendar arithmetic on a date alone, done at UTC noon so no zone can move the day. */
function shiftDays(date: string, days: number): string {
  const noon = new Date(`${date}T12:00:00Z`).getTime() + days * DAY_MS;
  return new Date(noon).toISOString().slice(0, 10);
}

/** The Monday of the week a calendar date falls in. */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay(); // 0 Sunday .. 6 Saturday
  return shiftDays(date, -((weekday + 6) % 7));
}

/** The calendar date (in the earnings zone) of an instant. */
export function earningsDay(instant: Date, timeZone: string = EARNINGS_TIME_ZONE): string {
  return todayInZone(timeZone, instant);
}

/** The Monday of the week an instant falls in, in the earnings zone. */
export function weekOfInstant(instant: Date, timeZone: string = EARNINGS_TIME_ZONE): string {
  return mondayOf(earningsDay(instant, timeZone));
}

/** The Sunday that ends the week starting on `monday`. */
export function weekEnd(monday: string): string {
  return shiftDays(monday, 6);
}

/** The week before or after. */
export function shiftWeek(monday: string, weeks: number): string {
  return shiftDays(monday, weeks * 7);
}

/**
 * The week's span as instants: Monday 00:00 to the next Monday 00:00 in the zone. A week that
 * holds the change to or from Summer Time is 167 or 169 hours long.
 */
export function weekSpan(
  monday: string,
  timeZone: string = EARNINGS_TIME_ZONE,
): { from: Date; to: Date } {
  return {
    from: pickupInstant(monday, "00:00", timeZone),
    to: pickupInstant(shiftDays(monday, 7), "00:00", timeZone),
  };
}
