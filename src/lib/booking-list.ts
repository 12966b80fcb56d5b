/**
 * The bookings list's vocabulary, shared by GET /api/bookings, its pages (the console's Bookings,
 * My Bookings, the partner's lists) and their controls: the tabs, the rides shown, the sort keys
 * (`sort=-pickup_at` style, see lib/list-params.ts) and the default order, so the controls show
 * the order the server used. The server validates them in server/bookings/booking-list-params.ts.
 */
import { parseSort, sortParam, type SortDirection, type SortOrder } from "./list-sort";

export const BOOKING_LIST_TABS = ["upcoming", "past", "cancelled", "all"] as const;
export type BookingListTab = (typeof BOOKING_LIST_TABS)[number];

/** The console's rides: picked up from now on, before now, or all (any status). */
export const BOOKING_LIST_WHEN = ["upcoming", "past", "all"] as const;
export type BookingListWhen = (typeof BOOKING_LIST_WHEN)[number];

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

export const BOOKING_WHEN_OPTIONS: readonly { value: BookingListWhen; label: string }[] = [
  { value: "upcoming", label: "Upcoming rides" },
  { value: "past", label: "Past rides" },
  { value: "all", label: "All rides" },
];

/** Each sort with its direction as the URL writes it, worded for what comes first. */
export const BOOKING_SORT_OPTIONS: readonly { value: string; label: string }[] = [
  { value: "pickup_at", label: "Pickup: soonest first" },
  { value: "-pickup_at", label: "Pickup: latest first" },
  { value: "-created_at", label: "Booked: newest first" },
  { value: "created_at", label: "Booked: oldest first" },
  { value: "-price", label: "Amount: highest first" },
  { value: "price", label: "Amount: lowest first" },
];

interface WhenParams {
  q?: string | null;
  date?: string | null;
  from?: string | null;
  to?: string | null;
  when?: BookingListWhen | null;
}

/**
 * The console opens on the rides still to come. A search or a pickup date looks at every ride: a
 * caller's reference or last month's date must be found without changing a second control.
 */
export function effectiveWhen(params: WhenParams): BookingListWhen {
  if (params.when) return params.when;
  return params.q || params.date || params.from || params.to ? "all" : "upcoming";
}

/** Whether the list is limited to pickup dates (a day or a week read like a diary). */
export function isDated(params: Pick<WhenParams, "date" | "from" | "to">): boolean {
  return Boolean(params.date || params.from || params.to);
}

/**
 * Upcoming rides and the rides of chosen pickup dates ('Today', 'This week') read by pickup
 * soonest first, so the next ride is on top; everything else latest (or newest) first.
 */
export function defaultOrder(
  when: BookingListWhen | BookingListTab,
  sort: BookingListSort,
  dated = false,
): SortDirection {
  return sort === "pickup_at" && (when === "upcoming" || dated) ? "asc" : "desc";
}

/** The order a list shows: the URL's sort, else pickup time in the rides' usual direction. */
export function shownSort(
  sort: string | null | undefined,
  when: BookingListWhen | BookingListTab,
  dated = false,
): SortOrder<BookingListSort> {
  return (
    parseSort(sort, BOOKING_LIST_SORTS) ?? {
      key: "pickup_at",
      direction: defaultOrder(when, "pickup_at", dated),
    }
  );
}

/** A sortable header: the sorted column flips, another starts in its usual direction. */
export function nextSort(
  shown: SortOrder<BookingListSort>,
  key: BookingListSort,
  when: BookingListWhen | BookingListTab,
  dated = false,
): string {
  if (shown.key === key)
    return sortParam({ key, direction: shown.direction === "asc" ? "desc" : "asc" });
  return sortParam({ key, direction: defaultOrder(when, key, dated) });
}
