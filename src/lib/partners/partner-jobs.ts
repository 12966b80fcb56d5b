/**
 * A job farmed out to a partner company as its dashboard shows it: the ride (in the pickup's own
 * zone), what the partner will be paid, the offer's expiry, and once accepted the partner's
 * named chauffeur and vehicle. Never the guest's payment or another partner's jobs.
 */
import type { BookingTripView } from "@/lib/booking-trip-view";
import type { JobState } from "@/lib/dispatch/job-states";

/** The ride itself reads as on a booking, its named places always given (null when none). */
export interface PartnerJob extends Required<BookingTripView> {
  assignment_id: number;
  booking_id: number;
  booking_reference: string;
  car_number: number;
  status: JobState;
  booking_type: "point_to_point" | "hourly";
  service_type: string;
  flight_number: string | null;
  pay_pence: number;
  offer_expires_at: string | null;
  chauffeur_name: string | null;
  vehicle_plate: string | null;
  /** The move the partner makes next (null when the job is over). */
  next_step: JobState | null;
}

export interface PartnerJobs {
  offers: PartnerJob[];
  jobs: PartnerJob[];
}

const NEXT_STEP: Partial<Record<JobState, JobState>> = {
  assigned: "on_the_way",
  on_the_way: "arrived",
  arrived: "on_board",
  on_board: "completed",
};

/** The forward move a job's holder makes from `status` on the road, if any. */
export function nextJobStep(status: JobState): JobState | null {
  return NEXT_STEP[status] ?? null;
}

/** The button that makes each next step. */
export const NEXT_STEP_LABELS: Partial<Record<JobState, string>> = {
  on_the_way: "On the way",
  arrived: "Arrived",
  on_board: "Passenger on board",
  completed: "Complete",
};
