"use client";

import { Pagination } from "./pagination";

/**
 * Pagination whose pages are links (server-rendered lists): `path` with the list's own query
 * and `page={n}`. A server component cannot hand Pagination an `hrefFor` function, so it hands
 * over these strings instead.
 */
export function LinkPagination({
  path,
  query = "",
  page,
  pageSize,
  total,
  label,
}: {
  path: string;
  /** The list's other parameters, e.g. "q=aurora&status=Active" (without `page`). */
  query?: string;
  page: number;
  pageSize: number;
  total: number;
  label: string;
}) {
  const hrefFor = (n: number) => {
    const params = new URLSearchParams(query);
    params.set("page", String(n));
    return `${path}?${params}`;
  };
  return (
    <Pagination page={page} pageSize={pageSize} total={total} hrefFor={hrefFor} label={label} />
  );
}
