/**
 * Wall-clock dates and times as the forms and summaries use them: parsing, the time slots,
 * today's date in a zone and the long display format. Nothing here needs a date library (Intl
 * and plain arithmetic), so a booking step can show and check dates without downloading
 * date-fns; ./time-rules re-exports all of it next to the zone arithmetic that does need it.
 */
import { zonedFormatter } from "./zoned-formatter";

const FULL_TIME = /^(\d{2}):(\d{2}):(\d{2})$/;
const SHORT_TIME = /^(\d{1,2}):(\d{2})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

interface ClockTime {
  hours: number;
  minutes: number;
  seconds: number;
}

export function parseTime(value: string): ClockTime | null {
  const full = FULL_TIME.exec(value);
  const parts = full ?? SHORT_TIME.exec(value);
  if (!parts) return null;
  const time = {
    hours: Number(parts[1]),
    minutes: Number(parts[2]),
    seconds: full ? Number(full[3]) : 0,
  };
  return time.hours <= 23 && time.minutes <= 59 && time.seconds <= 59 ? time : null;
}

const pad2 = (value: number): string => String(value).padStart(2, "0");

/**
 * Accepts "HH:MM:SS", "HH:MM" and "H:MM" and answers "HH:MM:SS", the form the
 * API stores. Anything else, out-of-range parts included, is rejected.
 */
export function normalizeTime(value: string): string {
  const time = parseTime(value);
  if (!time) throw new Error(`Invalid time format: ${value}`);
  return `${pad2(time.hours)}:${pad2(time.minutes)}:${pad2(time.seconds)}`;
}

export function isValidTime(value: string): boolean {
  return parseTime(value) !== null;
}

export const TIME_SLOT_MINUTES = 15;

/** The 96 pickup times offered by the forms: "00:00", "00:15" ... "23:45". */
export const TIME_SLOTS: readonly string[] = Array.from(
  { length: (24 * 60) / TIME_SLOT_MINUTES },
  (_, index) => {
    const minutes = index * TIME_SLOT_MINUTES;
    return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
  },
);

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export function parseIsoDate(value: string): CalendarDate | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  // UTC has no daylight-saving gaps, so it tells real calendar days from "2027-02-30".
  const probe = new Date(Date.UTC(year, month - 1, day));
  const isRealDay =
    probe.getUTCFullYear() === year &&
    probe.getUTCMonth() === month - 1 &&
    probe.getUTCDate() === day;
  return isRealDay ? { year, month, day } : null;
}

/** True for a real calendar date written "yyyy-MM-dd". */
export function isValidIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

/** The calendar date in a zone, in parts (one formatter per zone: lists ask again and again). */
const dayFormatter = zonedFormatter("en-US", { year: "numeric", month: "2-digit", day: "2-digit" });

/** Today's date ("yyyy-MM-dd") as seen in a zone, for "no past dates" checks. */
export function todayInZone(timeZone: string, now: Date = new Date()): string {
  const parts = dayFormatter(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

export const INVALID_DATE_TIME_TEXT = "Invalid date/time";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * "Tuesday, January 5, 2027 at 14:30". Works on the wall-clock values alone (the weekday of a
 * calendar date is the same in every zone) so the viewer's zone never shifts the pickup.
 * Answers the spec's fallback text instead of throwing, as it feeds display only.
 */
export function formatLongDateTime(date: string, time: string): string {
  const calendarDate = parseIsoDate(date);
  const clock = parseTime(time);
  if (!calendarDate || !clock) return INVALID_DATE_TIME_TEXT;
  const { year, month, day } = calendarDate;
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday}, ${MONTHS[month - 1]} ${day}, ${year} at ${pad2(clock.hours)}:${pad2(clock.minutes)}`;
}
