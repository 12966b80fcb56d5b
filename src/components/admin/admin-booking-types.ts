import type { OperatorRecordEntry } from "@/lib/reports/operator-record";
import type {
  BookingOwnerFields,
  BookingResponse,
  BookingRideView,
} from "@/server/bookings/serialize";

/**
 * A booking as the console's endpoints answer it (the spec's fields), taken from the server's
 * serializer: a field renamed or retyped there breaks this compile, not the screen.
 */
export type AdminBooking = BookingRideView &
  Pick<
    BookingResponse,
    | "user_id"
    | "destination_country"
    | "is_self_booking"
    | "guest_title"
    | "guest_first_name"
    | "guest_last_name"
    | "guest_email"
    | "guest_phone_number"
    | "is_return_booking"
    | "original_booking_id"
    | "return_booking_id"
    | "created_at"
  > &
  Partial<
    Pick<
      BookingResponse,
      "pickup_place_name" | "dropoff_place_name" | "ride_area" | "is_event" | "price_lines"
    >
  > &
  Partial<BookingOwnerFields>;

export interface AuditEntry {
  id: number | string;
  occurred_at: string;
  actor_kind: string;
  actor_label: string | null;
  action: string;
  changes: Record<string, { old: unknown; new: unknown }>;
  /** Why or what, beside the changes; a `summary` string is shown as a line of its own. */
  context?: Record<string, unknown>;
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
    /** What the money is for: "Payment" (the fare) or "Tip". */
    label: string;
    method: string;
    reference: string | null;
    status: string;
    amount: number;
    refunded: number;
    created_at: string;
  }[];
  history?: AuditEntry[];
  operator_record?: OperatorRecordEntry[];
  /** What VAT says about the price under Settings' Billing. */
  vat_label?: string;
}
