/**
 * The console's bookings list: which rides it shows (`when`) and in what order when the URL
 * says nothing. Shared by the API's schema and the page's controls, so the controls show the
 * order the server used.
 */
export const BOOKING_LIST_WHEN = ["upcoming", "past", "all"] as const;
export type BookingListWhen = (typeof BOOKING_LIST_WHEN)[number];

export const BOOKING_LIST_SORTS = ["pickup", "created", "amount"] as const;
export type BookingListSort = (typeof BOOKING_LIST_SORTS)[number];
export type BookingListOrder = "asc" | "desc";

export const BOOKING_WHEN_OPTIONS: readonly { value: BookingListWhen; label: string }[] = [
  { value: "upcoming", label: "Upcoming rides" },
  { value: "past", label: "Past rides" },
  { value: "all", label: "All rides" },
];

/** Each sort with its direction, worded for what comes first. */
export const BOOKING_SORT_OPTIONS: readonly {
  sort: BookingListSort;
  order: BookingListOrder;
  label: string;
}[] = [
  { sort: "pickup", order: "asc", label: "Pickup: soonest first" },
  { sort: "pickup", order: "desc", label: "Pickup: latest first" },
  { sort: "created", order: "desc", label: "Booked: newest first" },
  { sort: "created", order: "asc", label: "Booked: oldest first" },
  { sort: "amount", order: "desc", label: "Amount: highest first" },
  { sort: "amount", order: "asc", label: "Amount: lowest first" },
];

interface ListParams {
  q?: string | null;
  date?: string | null;
  date_from?: string | null;
  date_to?: string | null;
  when?: BookingListWhen | null;
  sort?: BookingListSort | null;
}

/**
 * The list opens on the rides still to come. A search or a pickup date looks at every ride: a
 * caller's reference or last month's date must be found without changing a second control.
 */
export function effectiveWhen(params: ListParams): BookingListWhen {
  if (params.when) return params.when;
  return params.q || params.date || params.date_from || params.date_to ? "all" : "upcoming";
}

/** Upcoming rides by pickup read soonest first; everything else latest (or newest) first. */
export function defaultOrder(when: BookingListWhen, sort: BookingListSort): BookingListOrder {
  return when === "upcoming" && sort === "pickup" ? "asc" : "desc";
}
