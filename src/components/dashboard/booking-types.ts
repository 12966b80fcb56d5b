import type { BookingListParamName, BookingRowTab, TabCounts } from "@/lib/booking-list";
import type { BookingTripView } from "@/lib/booking-trip-view";

/** One booking of My Bookings as GET /api/bookings lists it (a serialised row plus its tab). */
export interface DashboardBookingView extends BookingTripView {
  booking_id: number;
  /** The reference customers see; booking_id stays for URLs and API calls. */
  booking_reference: string;
  booking_type: string;
  service_type: string;
  number_of_cars: number;
  price: number;
  status: string;
  payment_status: string;
  flight_number: string | null;
  pickup_sign: string | null;
  notes_for_chauffeur: string | null;
  reference_code: string | null;
  /** A return trip's leg; absent or null for a one-way ride. */
  leg?: "OUT" | "RETURN" | null;
  customer_name: string;
  tab: BookingRowTab;
  /** 1 for the return leg of a return trip (the API's 0/1). */
  is_return_booking?: number;
  /** Set on an outbound that has a return leg. */
  return_booking_id?: number | null;
  /** An outbound's return leg when it is on the same page (a return trip is one journey). */
  return_leg?: DashboardBookingView | null;
}

/** The list's state as it stands in the URL: every value a string, absent when unset. */
export type BookingListQuery = Partial<Record<BookingListParamName, string>>;

export interface BookingListPage {
  bookings: DashboardBookingView[];
  pagination: { page: number; page_size: number; total: number; total_is_estimate: boolean };
  tabCounts: TabCounts;
}
