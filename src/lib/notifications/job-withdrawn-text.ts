/**
 * The words a chauffeur reads when a job they held goes away: the booking was cancelled, or the
 * operator took the job off them. Pure and free of runtime locale data (weekday and month names
 * are our own, the zone is named by its city), so a server without full ICU writes the same text.
 */
import { firstThatFits } from "./ride-texts";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const MONTHS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;

/** Why a job left its chauffeur: the booking's cancellation, or the operator's unassignment. */
export type JobWithdrawal = "cancelled" | "unassigned";

/** "London" from "Europe/London", "New York" from "America/New_York". */
export function zoneCity(timeZone: string): string {
  return (timeZone.split("/").pop() ?? timeZone).replace(/_/g, " ");
}

/**
 * "Fri 3 May 09:00 (London)": the pickup's own wall-clock date and time (as booked, in its zone)
 * and the zone's city. The weekday comes from the calendar date alone, so no zone maths is needed.
 */
export function pickupWhenLabel(date: string, time: string, timeZone: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday} ${day} ${MONTHS[month - 1]} ${time.slice(0, 5)} (${zoneCity(timeZone)})`;
}

/**
 * "Job ABC123 on Fri 3 May 09:00 (London) has been cancelled." or "... has been taken off you:
 * <reason>". The e-mail carries it whole.
 */
export function jobWithdrawnText(input: {
  reference: string;
  when: string;
  withdrawal: JobWithdrawal;
  reason: string | null;
}): string {
  const job = `Job ${input.reference} on ${input.when}`;
  if (input.withdrawal === "cancelled") return `${job} has been cancelled.`;
  const reason = input.reason?.trim();
  return reason ? `${job} has been taken off you: ${reason}` : `${job} has been taken off you.`;
}

/** The text message: one part, a long reason cut at its end rather than the message split. */
export const jobWithdrawnSms = (text: string) => firstThatFits([text]);
