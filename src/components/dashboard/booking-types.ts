import type { BookingResponse, BookingRideView } from "@/server/bookings/serialize";
import type { BookingListParamName, BookingRowTab, TabCounts } from "@/lib/booking-list";

/**
 * One booking of My Bookings as GET /api/bookings lists it: the server serializer's fields (a
 * rename there breaks this compile, not the screen) plus the list's tab and passenger name.
 */
export type DashboardBookingView = BookingRideView &
  Pick<BookingResponse, "pickup_at"> &
  Partial<
    Pick<
      BookingResponse,
      | "pickup_place_name"
      | "dropoff_place_name"
      | "leg"
      | "is_return_booking"
      | "return_booking_id"
      | "price_lines"
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
