/**
 * The one sort syntax of every list (`key` ascending, `-key` descending), without zod: the
 * browser's list controls (My Bookings, the console's filters) read and write it, and pages
 * that do must not load the schema library for it (lib/list-params.ts re-exports these).
 */
export type SortDirection = "asc" | "desc";
export interface SortOrder<Key extends string> {
  key: Key;
  direction: SortDirection;
}

/** `-key` for descending, `key` for ascending: the one sort syntax of every list. */
export function sortParam<Key extends string>(order: SortOrder<Key>): string {
  return order.direction === "desc" ? `-${order.key}` : order.key;
}

/** Reads `key` or `-key` when the key is one of the list's; anything else is no sort. */
export function parseSort<Key extends string>(
  value: string | null | undefined,
  keys: readonly Key[],
): SortOrder<Key> | null {
  if (!value) return null;
  const key = keys.find((known) => known === value.replace(/^-/, ""));
  return key ? { key, direction: value.startsWith("-") ? "desc" : "asc" } : null;
}
