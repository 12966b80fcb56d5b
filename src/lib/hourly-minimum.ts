/** Hourly rides are billed for at least this many hours (pricing.ts charges it; screens say it). */
export const MINIMUM_BILLED_HOURS = 4;

export const HOURLY_MINIMUM_NOTE = `Hourly rides are billed for at least ${MINIMUM_BILLED_HOURS} hours.`;

/** '3 hours (billed as 4, the minimum)' below the minimum; '6 hours' otherwise. */
export function hourlyDurationText(hours: number): string {
  const booked = `${hours} ${hours === 1 ? "hour" : "hours"}`;
  return hours < MINIMUM_BILLED_HOURS
    ? `${booked} (billed as ${MINIMUM_BILLED_HOURS}, the minimum)`
    : booked;
}
