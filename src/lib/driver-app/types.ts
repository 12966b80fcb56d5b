/**
 * What GET /api/driver/jobs answers (inside the envelope's `data`), for the driver app's
 * components. Instants are ISO strings; money is integer pence.
 */
import type { JobState } from "@/lib/dispatch/job-states";
import type { ServiceType } from "@/lib/service-classes";

export interface DriverJobView {
  assignment_id: number;
  booking_reference: string;
  status: JobState;
  car_number: number;
  /** The booked pickup instant, and the pickup's own zone with its wall-clock date and time. */
  pickup_at: string;
  pickup_time_zone: string;
  booking_date: string;
  booking_time: string;
  /** The job's span as the dispatcher set it. */
  starts_at: string;
  ends_at: string;
  booking_type: string;
  pickup_location: string;
  dropoff_location: string | null;
  number_of_hours: number | null;
  passenger_name: string;
  /** E.164, only from an hour before pickup until the job ends; null otherwise. */
  passenger_phone: string | null;
  number_of_passengers: number;
  number_of_luggage: number;
  flight_number: string | null;
  pickup_sign: string | null;
  notes_for_chauffeur: string | null;
  service_type: ServiceType;
  vehicle: { make: string; model: string; colour: string; registration_plate: string } | null;
  pay_pence: number | null;
  /** An offer's expiry; null for a job already given. */
  offer_expires_at: string | null;
  /** When a no show may be recorded (the end of the free waiting time). */
  free_waiting_ends_at: string;
}

export interface DriverJobsData {
  /** The server's clock when it answered, so countdowns do not trust the phone's. */
  now: string;
  offers: DriverJobView[];
  /** The job to work on next (in progress, or the earliest still to come); also in today/upcoming. */
  next: DriverJobView | null;
  today: DriverJobView[];
  upcoming: DriverJobView[];
  history: { items: DriverJobView[]; page: number; has_next: boolean };
  /** "Job ABC123 cancelled", for jobs cancelled in the last day. */
  notices: string[];
}
