import type { BookingResponse } from "@/server/bookings/serialize";
import type { BookingListParamName, BookingRowTab, TabCounts } from "@/lib/booking-list";

/**
 * One booking of My Bookings as GET /api/bookings lists it: the server serializer's fields (a
 * rename there breaks this compile, not the screen) plus the list's tab and passenger name.
 */
export type DashboardBookingView = Pick<
  BookingResponse,
  | "booking_id"
  | "booking_reference"
  | "booking_type"
  | "pickup_location"
  | "dropoff_location"
  | "booking_date"
  | "booking_time"
  | "pickup_time_zone"
  | "pickup_at"
  | "number_of_passengers"
  | "number_of_luggage"
  | "number_of_hours"
  | "service_type"
  | "number_of_cars"
  | "price"
  | "status"
  | "payment_status"
  | "flight_number"
  | "pickup_sign"
  | "notes_for_chauffeur"
  | "reference_code"
> &
  Partial<
    Pick<
      BookingResponse,
      "pickup_place_name" | "dropoff_place_name" | "leg" | "is_return_booking" | "return_booking_id"
    >
  > & {
    customer_name: string;
    tab: BookingRowTab;
    /** An outbound's return leg when it is on the same page (a return trip is one journey). */
    return_leg?: DashboardBookingView | null;
  };

/** The list's state as it stands in the URL: every value a string, absent when unset. */
export type BookingListQuery = Partial<Record<BookingListParamName, string>>;

export interface BookingListPage {
  bookings: DashboardBookingView[];
  pagination: { page: number; page_size: number; total: number; total_is_estimate: boolean };
  tabCounts: TabCounts;
}
