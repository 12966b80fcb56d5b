import type { ColumnSort } from "@/components/ui/data-table";
import {
  BOOKING_LIST_SORTS,
  BOOKING_LIST_WHEN,
  defaultOrder,
  effectiveWhen,
  type BookingListOrder,
  type BookingListSort,
  type BookingListWhen,
} from "@/lib/admin-booking-order";

/** The bookings list's state lives in the URL: these are its keys, as the API takes them. */
export const LIST_KEYS = [
  "q",
  "status",
  "date",
  "date_from",
  "date_to",
  "when",
  "sort",
  "order",
  "page",
] as const;
export type ListKey = (typeof LIST_KEYS)[number];

/** The API query for the page's URL parameters (only the list's own keys pass through). */
export function listQuery(
  params: URLSearchParams,
  overrides: Partial<Record<ListKey, string>> = {},
) {
  const query = new URLSearchParams();
  for (const key of LIST_KEYS) {
    const value = key in overrides ? overrides[key] : params.get(key);
    if (value) query.set(key, value);
  }
  return query;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((known) => known === value) ?? null;

/** The rides and order the server lists when the URL leaves them out (see admin-booking-order). */
export function shownOrder(params: URLSearchParams): {
  when: BookingListWhen;
  sort: BookingListSort;
  order: BookingListOrder;
} {
  const when = effectiveWhen({
    q: params.get("q"),
    date: params.get("date"),
    date_from: params.get("date_from"),
    date_to: params.get("date_to"),
    when: oneOf(BOOKING_LIST_WHEN, params.get("when")),
  });
  const sort: BookingListSort = oneOf(BOOKING_LIST_SORTS, params.get("sort")) ?? "pickup";
  const order = oneOf(["asc", "desc"] as const, params.get("order")) ?? defaultOrder(when, sort);
  return { when, sort, order };
}

/**
 * A sortable header of the bookings table, in the list's own `sort` and `order` parameters (the
 * Sort by control writes the same): the sorted column flips, another starts in its usual order.
 */
export function bookingSort(
  pathname: string,
  params: URLSearchParams,
  sort: BookingListSort,
): ColumnSort {
  const shown = shownOrder(params);
  const current = shown.sort === sort ? shown.order : null;
  const order = current ? (current === "asc" ? "desc" : "asc") : defaultOrder(shown.when, sort);
  return {
    href: `${pathname}?${listQuery(params, { sort, order, page: "" }).toString()}`,
    direction: current === "asc" ? "ascending" : current === "desc" ? "descending" : undefined,
  };
}
