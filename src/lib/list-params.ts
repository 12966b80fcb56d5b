import { z } from "zod";

/**
 * The one vocabulary of a list's URL, shared by the server's schemas and the browser's filters:
 * `page` (from 1), `page_size` (one of the list's sizes), `sort` (a key, `-key` for descending),
 * `q` (trimmed, at most MAX_SEARCH_LENGTH characters), `cursor` (an opaque keyset position, see
 * server/db/paging.ts) and the list's own filters. Unknown parameters are refused, so a typo
 * answers 400 instead of being silently ignored. Values arrive as strings, as in a URL.
 */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 100_000;
export const MAX_SEARCH_LENGTH = 100;

import { parseSort, type SortOrder } from "./list-sort";

export { parseSort, sortParam, type SortDirection, type SortOrder } from "./list-sort";

const pageSchema = (maxPage: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, "Page must be a whole number from 1")
    .transform(Number)
    .refine((page) => page >= 1 && page <= maxPage, `Page must be from 1 to ${maxPage}`)
    .default(1);

/** The page size is one of a few sizes, so no request can ask for an unbounded page. */
const pageSizeSchema = (sizes: readonly number[], fallback: number) =>
  z
    .string()
    .refine(
      (size) => sizes.includes(Number(size)) && /^\d+$/.test(size),
      `Page size must be one of ${sizes.join(", ")}`,
    )
    .transform(Number)
    .default(fallback);

/** Optional free text: trimmed, empty means none, too long is refused rather than cut. */
export const searchTextSchema = z
  .string()
  .trim()
  .max(MAX_SEARCH_LENGTH, `Search text must be at most ${MAX_SEARCH_LENGTH} characters`)
  // PostgreSQL text cannot hold NUL: refused here rather than failing in the query.
  .refine((text) => !text.includes("\u0000"), "Contains characters that are not allowed")
  .transform((text) => (text === "" ? undefined : text))
  .optional();

export function sortSchema<Key extends string>(keys: readonly [Key, ...Key[]]) {
  const message = `Sort must be one of ${keys.join(", ")} (prefix - for descending)`;
  return z
    .string()
    .refine((value) => parseSort(value, keys) !== null, message)
    .transform((value): SortOrder<Key> => parseSort(value, keys)!)
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

/** A select filter whose "all" (or nothing) means no filter. */
export function choiceFilter<Value extends string>(
  values: readonly [Value, ...Value[]],
  label: string,
) {
  return z
    .enum(["all", ...values], { error: `${label} must be one of all, ${values.join(", ")}` })
    .transform((value) => (value === "all" ? undefined : (value as Value)))
    .optional();
}

/** Builds a list's search-params schema from its sort keys, filter fields and paging bounds. */
export function listParamsSchema<Key extends string, Filters extends z.ZodRawShape>(options: {
  sorts: readonly [Key, ...Key[]];
  filters: Filters;
  pageSizes?: readonly number[];
  defaultPageSize?: number;
  /** Deeper pages than this are read by cursor (a large list's offsets are slow). */
  maxPage?: number;
  /** A large list also pages by keyset `cursor` (server/db/paging.ts); the others refuse one. */
  keyset?: boolean;
}) {
  const cursor = z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,500}$/, "Invalid cursor: start again from the first page")
    .optional();
  return z.strictObject({
    page: pageSchema(options.maxPage ?? MAX_PAGE),
    page_size: pageSizeSchema(
      options.pageSizes ?? PAGE_SIZES,
      options.defaultPageSize ?? DEFAULT_PAGE_SIZE,
    ),
    sort: sortSchema(options.sorts),
    q: searchTextSchema,
    cursor: options.keyset ? cursor : z.undefined("This list has no cursor: use page").optional(),
    ...options.filters,
  });
}
