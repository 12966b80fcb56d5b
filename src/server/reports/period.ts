import "server-only";
import { percentChange } from "@/lib/partners/earnings-periods";

const DAY_MS = 24 * 60 * 60 * 1000;
export const DASHBOARD_PERIOD_DAYS = 30;

/** A rolling window and the same length just before it, as instants. */
export interface ComparedPeriod {
  label: string;
  from: Date;
  to: Date;
  previousFrom: Date;
  previousTo: Date;
}

/**
 * The dashboard compares the last 30 days (up to now) with the 30 days before them. A rolling
 * window, unlike month-to-date, never compares a 2-day month with a full one.
 */
export function lastDaysPeriod(now: Date, days = DASHBOARD_PERIOD_DAYS): ComparedPeriod {
  const from = new Date(now.getTime() - days * DAY_MS);
  return {
    label: `Last ${days} days`,
    from,
    to: now,
    previousFrom: new Date(from.getTime() - days * DAY_MS),
    previousTo: from,
  };
}

/**
 * Change in percent, one decimal; null when there is nothing to compare with (previous 0, even
 * when the current period is 0 too: the card then says so instead of 'Up 0%').
 */
export function percentageChange(current: number, previous: number): number | null {
  // The same rule as the partner's earnings cards: nothing before means nothing to compare with.
  return percentChange(current, previous) ?? null;
}

export function periodJson(period: ComparedPeriod) {
  return {
    label: period.label,
    from: period.from.toISOString(),
    to: period.to.toISOString(),
    previous_from: period.previousFrom.toISOString(),
    previous_to: period.previousTo.toISOString(),
  };
}
