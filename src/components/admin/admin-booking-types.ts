import type { BookingStatus } from "@/lib/booking-status";

/** A booking as the console's endpoints answer it (the spec's fields). */
export interface AdminBooking {
  booking_id: number;
  /** The reference on the customer's receipt (reference_code is the customer's own, a PO code). */
  booking_reference: string;
  user_id: number;
  booking_type: "point_to_point" | "hourly";
  pickup_location: string;
  dropoff_location: string | null;
  /** The named place chosen for each address ('The Savoy'); shown with placeLabel. */
  pickup_place_name?: string | null;
  dropoff_place_name?: string | null;
  destination_country: string;
  booking_date: string;
  booking_time: string;
  pickup_time_zone: string;
  number_of_passengers: number;
  number_of_luggage: number;
  number_of_hours: number | null;
  ride_area?: "inside" | "outside" | null;
  service_type: string;
  number_of_cars: number;
  price: number;
  status: BookingStatus;
  payment_status: string;
  is_self_booking: number;
  guest_title: string | null;
  guest_first_name: string | null;
  guest_last_name: string | null;
  guest_email: string | null;
  guest_phone_number: string | null;
  flight_number: string | null;
  pickup_sign: string | null;
  notes_for_chauffeur: string | null;
  reference_code: string | null;
  is_event?: boolean;
  is_return_booking: number;
  original_booking_id: number | null;
  return_booking_id: number | null;
  created_at: string;
  first_name?: string;
  last_name?: string;
  email?: string;
  phone_number?: string;
}

export interface AuditEntry {
  id: number | string;
  occurred_at: string;
  actor_kind: string;
  actor_label: string | null;
  action: string;
  changes: Record<string, { old: unknown; new: unknown }>;
}

export interface AdminBookingDetails extends AdminBooking {
  user_first_name?: string;
  user_last_name?: string;
  user_phone_number?: string;
  user_email?: string;
  return_booking?: { booking_id: number; booking_date: string; booking_time: string } | null;
  original_booking?: { booking_id: number; booking_date: string; booking_time: string } | null;
  payments?: {
    kind: "card" | "offline";
    method: string;
    reference: string | null;
    status: string;
    amount: number;
    refunded: number;
    created_at: string;
  }[];
  history?: AuditEntry[];
}
