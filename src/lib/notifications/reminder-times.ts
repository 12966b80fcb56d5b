/**
 * When the reminders and alerts about a ride are due, from the booking's stored pickup (its
 * wall-clock date and time, its IANA zone and the instant). Pure: every rule takes the pickup and
 * an injected `now`, so the tests can cross a daylight-saving change.
 */
import { pickupInstant } from "@/lib/time-rules";

const MINUTE_MS = 60_000;

/** The customer's two reminders. */
export const CUSTOMER_REMINDERS = ["24h", "2h"] as const;
export type CustomerReminder = (typeof CUSTOMER_REMINDERS)[number];

/** The chauffeur is reminded this long before pickup. */
export const CHAUFFEUR_REMINDER_MINUTES = 60;
/** The operations mailbox hears of a car still without a chauffeur this long before pickup. */
export const UNASSIGNED_ALERT_MINUTES = 120;
/**
 * A reminder whose moment passed longer ago than this is dropped, not sent late: a queue that
 * was down for hours must not text "your ride is in 2 hours" to someone already on board.
 */
export const REMINDER_GRACE_MINUTES = 30;

export interface StoredPickup {
  /** "yyyy-MM-dd", the pickup's own calendar date. */
  date: string;
  /** "HH:mm:ss", the pickup's own wall-clock time. */
  time: string;
  timeZone: string;
  /** The instant, as stored with the booking. */
  at: Date;
}

/** The calendar day before "yyyy-MM-dd" (UTC arithmetic: calendar days have no DST). */
export function previousCalendarDay(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
}

/**
 * The day-before reminder goes at the pickup's wall-clock time on the previous day in the
 * pickup's zone ("tomorrow at 10:00" is read at 10:00), so across a clock change it is 23 or 25
 * hours of elapsed time before the pickup. The two-hour one is two hours of elapsed time: it is
 * about leaving on time, whatever the clocks did in between.
 */
export function customerReminderAt(reminder: CustomerReminder, pickup: StoredPickup): Date {
  if (reminder === "2h") return new Date(pickup.at.getTime() - 120 * MINUTE_MS);
  return pickupInstant(previousCalendarDay(pickup.date), pickup.time, pickup.timeZone);
}

/** The chauffeur's reminder, an hour of elapsed time before the pickup instant. */
export function chauffeurReminderAt(pickupAt: Date): Date {
  return new Date(pickupAt.getTime() - CHAUFFEUR_REMINDER_MINUTES * MINUTE_MS);
}

/** The operations alert for a car nobody is driving yet, two hours before the pickup instant. */
export function unassignedAlertAt(pickupAt: Date): Date {
  return new Date(pickupAt.getTime() - UNASSIGNED_ALERT_MINUTES * MINUTE_MS);
}

/**
 * Whether a message due at `dueAt` is still worth sending at `now`: due (or early, for a
 * drainer that runs a job as soon as it is claimable) and not older than the grace period.
 * Planning asks the same: a booking paid three hours before pickup gets no day-before reminder.
 */
export function stillTimely(dueAt: Date, now: Date): boolean {
  return now.getTime() - dueAt.getTime() <= REMINDER_GRACE_MINUTES * MINUTE_MS;
}

/** The pickup instant as the reminders' dedupe keys and payloads carry it (ISO, UTC). */
export function pickupKey(pickupAt: Date): string {
  return pickupAt.toISOString();
}
