import "server-only";
import { z } from "zod";

export {
  choiceFilter,
  DEFAULT_PAGE_SIZE,
  isoDateFilter,
  listParamsSchema,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  PAGE_SIZES,
  parseSort,
  searchTextSchema,
  sortParam,
  sortSchema,
  type SortDirection,
  type SortOrder,
} from "@/lib/list-params";

export interface ListPagination {
  page: number;
  page_size: number;
  /** Exact up to the count cap; beyond it the cap itself, with total_is_estimate true. */
  total: number;
  total_is_estimate: boolean;
  /** Where the next page starts, for keyset paging deep into a list; null on the last page. */
  next_cursor: string | null;
}

type RawSearch = Record<string, string | string[] | undefined>;

/** The URL keys a list schema reads (its object's keys, through a refine or a transform). */
function keysOf(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return keysOf(schema.in as z.ZodType);
  return [];
}

/**
 * A server page's list parameters from its `searchParams`: the list's own keys only (a page may
 * carry others, such as a dialog's id), blanks dropped (an empty filter means all), arrays reduced
 * to their first value. A URL the schema refuses shows the list's defaults rather than an error
 * page. `query` is the list's state to keep beside `page` (pagination links, the export link).
 */
export function readListParams<S extends z.ZodType>(
  schema: S,
  raw: RawSearch,
): { params: z.output<S>; query: string; values: Record<string, string> } {
  const values: Record<string, string> = {};
  for (const key of keysOf(schema)) {
    const value = raw[key];
    const first = Array.isArray(value) ? value[0] : value;
    if (first) values[key] = first;
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success) return { params: schema.parse({}), query: "", values: {} };
  const { page: _page, cursor: _cursor, ...rest } = values;
  return { params: parsed.data, query: new URLSearchParams(rest).toString(), values };
}
