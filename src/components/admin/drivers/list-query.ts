/** The Driver Management list's state lives in the URL: its keys, as GET /api/drivers takes them. */
export const DRIVER_LIST_KEYS = [
  "q",
  "status",
  "shift",
  "license",
  "sort",
  "page",
  "page_size",
] as const;
export type DriverListKey = (typeof DRIVER_LIST_KEYS)[number];

export function driverListQuery(
  params: URLSearchParams,
  overrides: Partial<Record<DriverListKey, string>> = {},
): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of DRIVER_LIST_KEYS) {
    const value = key in overrides ? overrides[key] : params.get(key);
    if (value) query.set(key, value);
  }
  return query;
}
