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
