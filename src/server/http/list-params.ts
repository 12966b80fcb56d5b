import "server-only";
import { z } from "zod";

/**
 * Search parameters of list endpoints, one way for every list: `page` (from 1), `page_size`
 * (one of PAGE_SIZES), `sort` (an allowed key, `-key` for descending), `q` (trimmed, at most
 * MAX_SEARCH_LENGTH characters), `cursor` (an opaque keyset position, see db/paging.ts) and the
 * list's own filters. Unknown parameters are refused, so a typo answers 400 instead of being
 * silently ignored. Values arrive as strings (parseSearchParams reads the URL).
 */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE = 100_000;
export const MAX_SEARCH_LENGTH = 100;

export type SortDirection = "asc" | "desc";
export interface SortOrder<Key extends string> {
  key: Key;
  direction: SortDirection;
}

const pageSchema = z
  .string()
  .regex(/^\d{1,6}$/, "Page must be a whole number from 1")
  .transform(Number)
  .refine((page) => page >= 1 && page <= MAX_PAGE, `Page must be from 1 to ${MAX_PAGE}`)
  .default(1);

const pageSizeSchema = z
  .string()
  .refine(
    (size) => (PAGE_SIZES as readonly number[]).includes(Number(size)) && /^\d+$/.test(size),
    `Page size must be one of ${PAGE_SIZES.join(", ")}`,
  )
  .transform(Number)
  .default(DEFAULT_PAGE_SIZE);

/** Optional free text: trimmed, empty means none, too long is refused rather than cut. */
export const searchTextSchema = z
  .string()
  .trim()
  .max(MAX_SEARCH_LENGTH, `Search text must be at most ${MAX_SEARCH_LENGTH} characters`)
  .transform((text) => (text === "" ? undefined : text))
  .optional();

function sortSchema<Key extends string>(keys: readonly [Key, ...Key[]]) {
  const message = `Sort must be one of ${keys.join(", ")} (prefix - for descending)`;
  return z
    .string()
    .refine((value) => (keys as readonly string[]).includes(value.replace(/^-/, "")), message)
    .transform((value): SortOrder<Key> => ({
      key: value.replace(/^-/, "") as Key,
      direction: value.startsWith("-") ? "desc" : "asc",
    }))
    .optional();
}

/** A `yyyy-MM-dd` date filter that must be a real calendar day. */
export const isoDateFilter = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (yyyy-mm-dd)`)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, `${label} must be a real date`)
    .optional();

/** Builds a list's search-params schema from its sort keys and filter fields. */
export function listParamsSchema<Key extends string, Filters extends z.ZodRawShape>(options: {
  sorts: readonly [Key, ...Key[]];
  filters: Filters;
}) {
  return z.strictObject({
    page: pageSchema,
    page_size: pageSizeSchema,
    sort: sortSchema(options.sorts),
    q: searchTextSchema,
    cursor: z.string().max(500, "Invalid cursor").optional(),
    ...options.filters,
  });
}

export interface ListPagination {
  page: number;
  page_size: number;
  /** Exact up to the count cap; beyond it the cap itself, with total_is_estimate true. */
  total: number;
  total_is_estimate: boolean;
  /** Where the next page starts, for keyset paging deep into a list; null on the last page. */
  next_cursor: string | null;
}
