/**
 * Time on the dispatch board, shared by the server (which shapes the board) and the browser
 * (which places blocks on the axis and counts down). A board day is a calendar day in the
 * operator's zone, so it lasts 23 or 25 hours on the days the clocks change.
 */
import { pickupInstant } from "@/lib/time-rules";
import { zonedFormatter } from "@/lib/zoned-formatter";
import { BOARD_TIME_ZONE } from "./board-types";

const MINUTE_MS = 60_000;

/** The calendar day after `date` (yyyy-mm-dd). */
export function nextDate(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** The instants a board day runs between: its midnight and the next one, in `timeZone`. */
export function boardDaySpan(
  date: string,
  timeZone: string = BOARD_TIME_ZONE,
): { startsAt: Date; endsAt: Date } {
  return {
    startsAt: pickupInstant(date, "00:00:00", timeZone),
    endsAt: pickupInstant(nextDate(date), "00:00:00", timeZone),
  };
}

const clockFormat = zonedFormatter("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "09:05": the wall-clock time of an instant in a zone (24-hour). */
export function wallClock(instant: Date, timeZone: string): string {
  return clockFormat(timeZone).format(instant);
}

/** "GMT", "BST", "CET": the zone's short name at that instant (an offset when it has none). */
export function zoneAbbreviation(timeZone: string, at: Date): string {
  try {
    const part = new Intl.DateTimeFormat("en-GB", { timeZone, timeZoneName: "short" })
      .formatToParts(at)
      .find((entry) => entry.type === "timeZoneName");
    return part?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** Whole minutes from `now` to `at`, rounded down; negative once `at` has passed. */
export function minutesUntil(at: Date, now: Date): number {
  return Math.floor((at.getTime() - now.getTime()) / MINUTE_MS);
}

function hoursAndMinutes(total: number): string {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  if (hours === 0) return `${minutes} min`;
  return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`;
}

/** "in 1 h 20 min", "now", "25 min ago": how long until a pickup. */
export function untilPickupText(minutes: number): string {
  if (minutes === 0) return "now";
  return minutes > 0 ? `in ${hoursAndMinutes(minutes)}` : `${hoursAndMinutes(-minutes)} ago`;
}

/** "4:05" (minutes and seconds) left on an offer, or "expired". */
export function countdownText(millisecondsLeft: number): string {
  if (millisecondsLeft <= 0) return "expired";
  const seconds = Math.ceil(millisecondsLeft / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
