import { BOOKING_LIST_PARAM_NAMES } from "@/lib/booking-list";
import type { BookingListQuery } from "./booking-types";

/** The filter panel's fields (the search box and tabs live beside it). */
export const FILTER_FIELDS = ["status", "type", "from", "to"] as const;

/**
 * The URL's query for the list after a change. Empty values are dropped; any change other than
 * the page itself goes back to page 1, since the old page may not exist in the new selection.
 */
export function nextQuery(query: BookingListQuery, changes: BookingListQuery): BookingListQuery {
  const next: BookingListQuery = { ...query, ...changes };
  if (!("page" in changes)) delete next.page;
  for (const name of BOOKING_LIST_PARAM_NAMES) if (!next[name]) delete next[name];
  return next;
}

export function toSearch(query: BookingListQuery): string {
  const params = new URLSearchParams();
  for (const name of BOOKING_LIST_PARAM_NAMES) {
    const value = query[name];
    if (value) params.set(name, value);
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The export selects what the list selects, every page of it. */
export function exportHref(query: BookingListQuery, tab: string): string {
  const { page: _page, page_size: _size, ...selection } = query;
  return `/api/bookings/export${toSearch({ ...selection, tab })}`;
}

export function activeFilterCount(query: BookingListQuery): number {
  return FILTER_FIELDS.filter((name) => Boolean(query[name])).length;
}

/** Reads Next's searchParams (a value may repeat) into the list's query: first value wins. */
export function queryFromSearchParams(
  searchParams: Record<string, string | string[] | undefined>,
): BookingListQuery {
  const query: BookingListQuery = {};
  for (const name of BOOKING_LIST_PARAM_NAMES) {
    const value = searchParams[name];
    const first = Array.isArray(value) ? value[0] : value;
    if (first) query[name] = first;
  }
  return query;
}
