/**
 * What the earnings endpoints answer (inside the envelope's `data`): GET /api/driver/earnings
 * (the signed-in chauffeur's) and GET /api/admin/drivers/{id}/earnings. Money in integer pence;
 * dates `yyyy-MM-dd` in Europe/London; instants ISO strings.
 */
export type DriverEarningKindName = "job" | "tip" | "job_reversal" | "tip_reversal";

/** What each ledger line is for, as the earnings tables say it. */
export const EARNING_KIND_LABELS: Record<DriverEarningKindName, string> = {
  job: "Job",
  tip: "Tip",
  job_reversal: "Job reversed",
  tip_reversal: "Tip refunded",
};

/** One ledger line of the week shown: a completed job, a tip, or a reversal of either. */
export interface DriverEarningLine {
  earning_id: number;
  kind: DriverEarningKindName;
  amount_pence: number;
  /** When it was earned (the job's completion). */
  earned_at: string;
  /** Its calendar day in Europe/London. */
  date: string;
  booking_id: number;
  booking_reference: string;
  pickup_location: string;
  /** Null for a job booked by the hour. */
  dropoff_location: string | null;
  number_of_hours: number | null;
}

/** One week that has earnings, newest first. */
export interface DriverEarningWeek {
  /** The Monday. */
  week_start: string;
  /** The Sunday. */
  week_end: string;
  /** Completed jobs credited that week. */
  jobs: number;
  total_pence: number;
}

export interface DriverEarningsView {
  driver_id: number;
  time_zone: string;
  /** The week shown (the one asked for, or this week). */
  week: DriverEarningWeek;
  lines: DriverEarningLine[];
  /** Every week with earnings, newest first, with its totals. */
  weeks: DriverEarningWeek[];
  /** All time: completed jobs and the ledger's sum. */
  total_trips: number;
  total_pence: number;
}
