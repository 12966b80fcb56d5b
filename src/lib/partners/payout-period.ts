/**
 * The payout run's period: the ISO week of the run ("2026-W48"), in UTC. Payouts are made
 * weekly (on Thursdays, as the partner FAQ says); one payout per partner and week, however many
 * times the run is started.
 */
export function payoutPeriod(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  // ISO weeks belong to the year of their Thursday.
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

/** The smallest payout, in pence: smaller balances wait for a later run. */
export const MINIMUM_PAYOUT_PENCE = 5_000;
