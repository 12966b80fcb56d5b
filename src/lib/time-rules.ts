/**
 * Pickup dates and times. A pickup is stored as its wall-clock date and time
 * plus an IANA zone, so instants are derived here rather than trusting the
 * zone of whichever machine runs the code.
 */
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { FREE_CANCELLATION_MINUTES_BEFORE_PICKUP } from "@/lib/service-classes";

const FULL_TIME = /^(\d{2}):(\d{2}):(\d{2})$/;
const SHORT_TIME = /^(\d{1,2}):(\d{2})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

interface ClockTime {
  hours: number;
  minutes: number;
  seconds: number;
}

function parseTime(value: string): ClockTime | null {
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

function parseIsoDate(value: string): CalendarDate | null {
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

// Building an Intl.DateTimeFormat costs far more than the rest of a booking's date checks, and a
// zone's validity never changes while the process runs, so valid zones are remembered (bounded,
// and only zones that passed, so junk input cannot grow the set).
const KNOWN_VALID_ZONES = new Set<string>();
const MAX_KNOWN_ZONES = 512;

export function isValidTimeZone(zone: string): boolean {
  if (KNOWN_VALID_ZONES.has(zone)) return true;
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: zone });
  } catch {
    return false;
  }
  if (KNOWN_VALID_ZONES.size < MAX_KNOWN_ZONES) KNOWN_VALID_ZONES.add(zone);
  return true;
}

/**
 * The instant a wall-clock pickup happens in a zone. A time that falls in a
 * spring-forward gap moves forward by the gap (01:30 becomes 02:30 BST).
 */
export function pickupInstant(date: string, time: string, timeZone: string): Date {
  const calendarDate = parseIsoDate(date);
  if (!calendarDate) throw new RangeError(`Invalid date: ${date}`);
  if (!isValidTimeZone(timeZone)) throw new RangeError(`Invalid time zone: ${timeZone}`);
  const clock = parseTime(time);
  if (!clock) throw new Error(`Invalid time format: ${time}`);
  const { year, month, day } = calendarDate;
  const zoned = new TZDate(
    year,
    month - 1,
    day,
    clock.hours,
    clock.minutes,
    clock.seconds,
    timeZone,
  );
  return new Date(zoned.getTime());
}

export function isPickupInPast(
  date: string,
  time: string,
  timeZone: string,
  now: Date = new Date(),
): boolean {
  return pickupInstant(date, time, timeZone).getTime() < now.getTime();
}

/** Today's date ("yyyy-MM-dd") as seen in a zone, for "no past dates" checks. */
export function todayInZone(timeZone: string, now: Date = new Date()): string {
  return format(new TZDate(now.getTime(), timeZone), "yyyy-MM-dd");
}

export type BookingTab = "upcoming" | "past" | "canceled";

// Both spellings are treated as cancelled so a US-spelled status cannot show up as upcoming.
const CANCELLED_STATUSES = new Set(["cancelled", "canceled"]);

/** My Bookings tab for a booking; cancellation wins over the pickup time. */
export function classifyBooking(
  booking: { status: string; pickupAt: Date },
  now: Date,
): BookingTab {
  if (CANCELLED_STATUSES.has(booking.status.toLowerCase())) return "canceled";
  return booking.pickupAt.getTime() >= now.getTime() ? "upcoming" : "past";
}

const FREE_CANCELLATION_WINDOW_MS = FREE_CANCELLATION_MINUTES_BEFORE_PICKUP * 60 * 1000;

/** Free cancellation is open until exactly one hour before pickup, inclusive. */
export function canCancelFree(pickupAt: Date, now: Date): boolean {
  return now.getTime() <= pickupAt.getTime() - FREE_CANCELLATION_WINDOW_MS;
}

export const INVALID_DATE_TIME_TEXT = "Invalid date/time";

/**
 * "Tuesday, January 5, 2027 at 14:30". Works on the wall-clock values alone
 * (formatted as UTC, which has no DST gaps) so the viewer's zone never shifts
 * the pickup. Answers the spec's fallback text instead of throwing, as it
 * feeds display only.
 */
export function formatLongDateTime(date: string, time: string): string {
  const calendarDate = parseIsoDate(date);
  const clock = parseTime(time);
  if (!calendarDate || !clock) return INVALID_DATE_TIME_TEXT;
  const { year, month, day } = calendarDate;
  const wallClock = new TZDate(year, month - 1, day, clock.hours, clock.minutes, 0, "UTC");
  return format(wallClock, "EEEE, MMMM d, yyyy 'at' HH:mm");
}
