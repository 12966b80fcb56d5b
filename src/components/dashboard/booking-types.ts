import type { BookingTab } from "@/lib/time-rules";

/** What My Bookings receives from the server for each booking (a serialised row plus its tab). */
export interface DashboardBookingView {
  booking_id: number;
  booking_type: string;
  pickup_location: string;
  dropoff_location: string | null;
  booking_date: string;
  booking_time: string;
  pickup_time_zone: string;
  /** ISO instant of the pickup (its zone folded in), for time rules such as free cancellation. */
  pickup_at: string;
  number_of_passengers: number;
  number_of_luggage: number;
  number_of_hours: number | null;
  service_type: string;
  number_of_cars: number;
  price: number;
  status: string;
  payment_status: string;
  flight_number: string | null;
  pickup_sign: string | null;
  notes_for_chauffeur: string | null;
  reference_code: string | null;
  customer_name: string;
  tab: BookingTab;
}
