import { TZDate } from "@date-fns/tz";
import { format, subDays } from "date-fns";

/** Payouts are weekly on Thursday (the partner FAQ), in the operator's UK time. */
export const PAYOUT_TIME_ZONE = "Europe/London";
const THURSDAY = 4;

/**
 * The run period an instant belongs to: the UK date of the Thursday on or before it. A run
 * started any day of the week is that week's run, so a second run in the week adds nothing.
 */
export function payoutPeriodKey(now: Date): string {
  const local = new TZDate(now.getTime(), PAYOUT_TIME_ZONE);
  const back = (local.getDay() - THURSDAY + 7) % 7;
  return format(subDays(local, back), "yyyy-MM-dd");
}
