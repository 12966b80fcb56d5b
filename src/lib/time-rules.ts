/**
 * Pickup dates and times. A pickup is stored as its wall-clock date and time
 * plus an IANA zone, so instants are derived here rather than trusting the
 * zone of whichever machine runs the code.
 */
import { TZDate } from "@date-fns/tz";
import { FREE_CANCELLATION_MINUTES_BEFORE_PICKUP } from "@/lib/service-classes";
import { parseIsoDate, parseTime } from "./wall-clock";

export {
  formatLongDateTime,
  INVALID_DATE_TIME_TEXT,
  isValidIsoDate,
  isValidTime,
  normalizeTime,
  TIME_SLOT_MINUTES,
  TIME_SLOTS,
  todayInZone,
} from "./wall-clock";

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
