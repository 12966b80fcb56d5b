/**
 * GET /api/admin/bookings/{id}/suggestions?car=N: the chauffeurs who fit the job (ranked) and
 * those who do not, each misfit with its reasons. Shared by the server module and the board.
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

export interface Suggestions {
  booking_id: number;
  car_number: number;
  starts_at: string;
  ends_at: string;
  turnaround_buffer_minutes: number;
  fits: Suggestion[];
  misfits: Suggestion[];
}
