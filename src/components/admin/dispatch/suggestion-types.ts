/**
 * GET /api/admin/bookings/{id}/suggestions?car=N as the dispatch contract defines it: the
 * chauffeurs who fit the job (ranked) and those who do not, each misfit with its reasons.
 */
export interface SuggestionVehicle {
  vehicle_id: number;
  label: string;
  plate_display: string;
  service_class: string;
  passenger_capacity: number;
  luggage_capacity: number;
}

export interface Suggestion {
  driver_id: number;
  name: string;
  vehicle: SuggestionVehicle | null;
  higher_class: boolean;
  jobs_that_day: number;
  rating: number | null;
  reasons: string[];
}

export interface Suggestions {
  booking_id: number;
  car_number: number;
  starts_at: string;
  ends_at: string;
  turnaround_buffer_minutes: number;
  fits: Suggestion[];
  misfits: Suggestion[];
}

export interface PartnerOption {
  partner_id: number;
  company_name: string;
}

/** The offer lengths a dispatcher picks from (the API takes 90 to 1800 seconds). */
export const OFFER_EXPIRY_OPTIONS = [
  { value: "90", label: "90 seconds" },
  { value: "120", label: "2 minutes" },
  { value: "300", label: "5 minutes" },
  { value: "600", label: "10 minutes" },
  { value: "900", label: "15 minutes" },
  { value: "1800", label: "30 minutes" },
] as const;
