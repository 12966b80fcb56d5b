/**
 * My Bookings' list, shared by the page, its controls and GET /api/bookings: the tabs, the sort
 * keys and the names of the URL's search parameters (the server validates them, see
 * server/bookings/booking-list-params.ts).
 */
export const BOOKING_LIST_TABS = ["upcoming", "past", "cancelled", "all"] as const;
export type BookingListTab = (typeof BOOKING_LIST_TABS)[number];

export const BOOKING_LIST_SORTS = ["pickup_at", "created_at", "price"] as const;
export type BookingListSort = (typeof BOOKING_LIST_SORTS)[number];

export const BOOKING_TYPES = ["point_to_point", "hourly"] as const;

/** The tab a booking sits in: cancellation wins over the pickup time (spec). */
export type BookingRowTab = Exclude<BookingListTab, "all">;

export interface TabCounts {
  upcoming: number;
  past: number;
  cancelled: number;
}

/** The parameters My Bookings keeps in its URL (all strings, as in a URL). */
export const BOOKING_LIST_PARAM_NAMES = [
  "tab",
  "q",
  "status",
  "type",
  "from",
  "to",
  "sort",
  "page",
  "page_size",
] as const;
export type BookingListParamName = (typeof BOOKING_LIST_PARAM_NAMES)[number];
