import "server-only";
import type { z } from "zod";

/**
 * A list page's search params: blanks dropped (an empty filter means all), arrays reduced to their
 * first value, and anything the schema refuses replaced by its defaults, so a hand-edited URL
 * shows the list rather than an error page. The query string to keep beside `page` is returned.
 */
export function pageParams<S extends z.ZodType>(
  schema: S,
  raw: Record<string, string | string[] | undefined>,
  keys: readonly string[],
): { params: z.output<S>; query: string; values: Record<string, string> } {
  const values: Record<string, string> = {};
  for (const key of keys) {
    const value = raw[key];
    const first = Array.isArray(value) ? value[0] : value;
    if (first) values[key] = first;
  }
  const parsed = schema.safeParse(values);
  const { page: _page, ...rest } = values;
  return {
    params: parsed.success ? parsed.data : schema.parse({}),
    query: new URLSearchParams(parsed.success ? rest : {}).toString(),
    values: parsed.success ? values : {},
  };
}
