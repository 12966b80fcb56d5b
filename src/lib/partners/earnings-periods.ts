/**
 * The earnings cards' periods, in UTC days: each "to date" period is compared with the prior
 * period of the same length (this month's first 23 days with last month's first 23, this week so
 * far with the same days of last week, today with yesterday, and the total's last 30 days with
 * the 30 before).
 */
export interface PeriodPair {
  key: "total" | "month" | "week" | "today";
  current: { from: Date; to: Date };
  previous: { from: Date; to: Date };
}

const DAY = 86_400_000;
const startOfDay = (at: Date) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

export function earningsPeriods(now: Date): PeriodPair[] {
  const today = startOfDay(now);
  const elapsed = now.getTime() - today.getTime();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const lastMonthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const monthLength = now.getTime() - monthStart.getTime();
  const weekStart = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY);
  const weekLength = now.getTime() - weekStart.getTime();
  return [
    {
      key: "total",
      current: { from: new Date(now.getTime() - 30 * DAY), to: now },
      previous: {
        from: new Date(now.getTime() - 60 * DAY),
        to: new Date(now.getTime() - 30 * DAY),
      },
    },
    {
      key: "month",
      current: { from: monthStart, to: now },
      previous: {
        from: lastMonthStart,
        // Never past the end of last month (31 March is compared with February's whole month).
        to: new Date(Math.min(lastMonthStart.getTime() + monthLength, monthStart.getTime())),
      },
    },
    {
      key: "week",
      current: { from: weekStart, to: now },
      previous: {
        from: new Date(weekStart.getTime() - 7 * DAY),
        to: new Date(weekStart.getTime() - 7 * DAY + weekLength),
      },
    },
    {
      key: "today",
      current: { from: today, to: now },
      previous: {
        from: new Date(today.getTime() - DAY),
        to: new Date(today.getTime() - DAY + elapsed),
      },
    },
  ];
}

/**
 * The change in percent, one decimal; undefined when there was nothing before to compare with,
 * nothing now included (0 against 0 is no change from anything, not a rise of 0%).
 */
export function percentChange(current: number, previous: number): number | undefined {
  if (previous === 0) return undefined;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}
