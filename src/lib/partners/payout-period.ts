import { pickupInstant, todayInZone } from "@/lib/time-rules";

/**
 * When partners are paid. The run day is Thursday (the partner FAQ and the payment form say so).
 * A weekly partner is due once per run day: a run pays the period of the latest Thursday on or
 * before the run's date ("2026-W14", the ISO week of that Thursday), so a run on a Monday after
 * Thursday's payout finds nothing due, while a run that was missed on Thursday still pays on
 * Friday. A monthly partner is due on the month's first Thursday (or the first run after it) for
 * the previous calendar month ("2026-03"): rows written before the 1st at midnight in the
 * operator's zone. Dates are calendar dates ("yyyy-MM-dd") in the operator's zone, so a run at
 * 00:30 on 2 April in London (23:30 UTC on 1 April, summer time) is a Thursday run.
 */
export type PayoutSchedule = "weekly" | "monthly";

/** 0 = Sunday ... 4 = Thursday. */
export const PAYOUT_RUN_WEEKDAY = 4;

/** The smallest payout, in pence: smaller balances wait for a later run. */
export const MINIMUM_PAYOUT_PENCE = 5_000;

const DAY = 86_400_000;
const asUtc = (date: string) => new Date(`${date}T00:00:00Z`);
const isoOf = (at: Date) => at.toISOString().slice(0, 10);

function addDays(date: string, days: number): string {
  return isoOf(new Date(asUtc(date).getTime() + days * DAY));
}

function weekdayOf(date: string): number {
  return asUtc(date).getUTCDay();
}

/** The ISO week ("2026-W48") of a calendar date. */
export function isoWeek(date: string): string {
  const day = asUtc(date);
  // ISO weeks belong to the year of their Thursday.
  day.setUTCDate(day.getUTCDate() + 4 - (day.getUTCDay() || 7));
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / DAY + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

function previousMonth(month: string): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const at = new Date(Date.UTC(year, number - 2, 1));
  return isoOf(at).slice(0, 7);
}

function nextMonth(month: string): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return isoOf(new Date(Date.UTC(year, number, 1))).slice(0, 7);
}

/** The first run day of a month ("2026-04" -> "2026-04-02"). */
function firstRunDay(month: string): string {
  const first = `${month}-01`;
  return addDays(first, (PAYOUT_RUN_WEEKDAY - weekdayOf(first) + 7) % 7);
}

/** The period a run day pays. */
function periodOf(schedule: PayoutSchedule, runDate: string): string {
  return schedule === "weekly" ? isoWeek(runDate) : previousMonth(runDate.slice(0, 7));
}

export interface DuePayout {
  /** "2026-W14" or "2026-03": one payout per partner and period, however often runs start. */
  period: string;
  /** The run day the payout belongs to (the latest one on or before the run). */
  run_date: string;
  /** Monthly: only rows written before this instant (the month's start in the zone). */
  written_before: Date | null;
}

/** What a run at `now` owes a partner on `schedule`. */
export function duePayout(schedule: PayoutSchedule, now: Date, timeZone: string): DuePayout {
  const today = todayInZone(timeZone, now);
  if (schedule === "weekly") {
    const runDate = addDays(today, -((weekdayOf(today) - PAYOUT_RUN_WEEKDAY + 7) % 7));
    return { period: periodOf("weekly", runDate), run_date: runDate, written_before: null };
  }
  let runDate = firstRunDay(today.slice(0, 7));
  if (runDate > today) runDate = firstRunDay(previousMonth(today.slice(0, 7)));
  return {
    period: periodOf("monthly", runDate),
    run_date: runDate,
    written_before: pickupInstant(`${runDate.slice(0, 7)}-01`, "00:00:00", timeZone),
  };
}

/**
 * The next run day (today or later, in the zone) whose period has no payout yet: what the
 * partner's Payouts page announces. `hasPayout` says whether a period is already paid or
 * in payment.
 */
export function nextPayoutDate(input: {
  schedule: PayoutSchedule;
  now: Date;
  timeZone: string;
  hasPayout: (period: string) => boolean;
}): string {
  const today = todayInZone(input.timeZone, input.now);
  let candidate =
    input.schedule === "weekly"
      ? addDays(today, (PAYOUT_RUN_WEEKDAY - weekdayOf(today) + 7) % 7)
      : firstRunDay(today.slice(0, 7));
  if (candidate < today) candidate = firstRunDay(nextMonth(today.slice(0, 7)));
  while (input.hasPayout(periodOf(input.schedule, candidate)))
    candidate =
      input.schedule === "weekly"
        ? addDays(candidate, 7)
        : firstRunDay(nextMonth(candidate.slice(0, 7)));
  return candidate;
}
