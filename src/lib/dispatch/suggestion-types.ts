/**
 * GET /api/admin/bookings/{id}/suggestions?car=N: the chauffeurs who fit the job (ranked) and
 * the nearest of those who do not, each misfit with its reasons, with how many do not fit and
 * why. Shared by the server module and the board.
 */
import type { ServiceType } from "@/lib/service-classes";

export interface SuggestedVehicle {
  vehicle_id: number;
  label: string;
  plate_display: string;
  service_class: ServiceType;
  passenger_capacity: number;
  luggage_capacity: number;
}

export interface Suggestion {
  driver_id: number;
  name: string;
  vehicle: SuggestedVehicle | null;
  higher_class: boolean;
  jobs_that_day: number;
  rating: number | null;
  reasons: string[];
}

/**
 * How many fits the panel is sent at first (the best ranked), how many more each "Show more"
 * adds, and the most it is sent. At 2,000 chauffeurs hundreds fit an ordinary job: nobody reads
 * past the first few, and sending them all made most of the answer (586 fits, 169 kB).
 */
export const FITS_SHOWN = 50;
export const FITS_SHOWN_MAX = 1000;

/** At most this many misfits are listed with their reasons (the nearest: fewest reasons first). */
export const MISFITS_SHOWN = 20;

/** The checks a misfit's count is kept under (a chauffeur may fail several). */
export const MISFIT_COUNT_LABELS = {
  unavailable: "Not Available",
  licence_lapsed: "Driving licence lapsed",
  day_off: "Day off",
  no_vehicle: "No vehicle they may drive",
  no_fitting_vehicle: "No vehicle that fits (class, seats, luggage, documents or already out)",
  busy: "Another job too close",
  other: "Other reasons",
} as const;

export interface MisfitCount {
  reason: string;
  count: number;
}

export interface Suggestions {
  booking_id: number;
  car_number: number;
  starts_at: string;
  ends_at: string;
  turnaround_buffer_minutes: number;
  /** The best ranked `fits` (FITS_SHOWN by default) of those who fit. */
  fits: Suggestion[];
  /** How many approved chauffeurs fit, listed or not. */
  fits_total: number;
  /** The nearest MISFITS_SHOWN who do not fit (fewest reasons, then name), with the reasons. */
  misfits: Suggestion[];
  /** How many approved chauffeurs do not fit, listed or not. */
  misfits_total: number;
  /** How many fail each check, for the ones not listed (only checks someone fails). */
  misfit_counts: MisfitCount[];
}
