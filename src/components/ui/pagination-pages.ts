export type PageItem = number | "ellipsis-start" | "ellipsis-end";

/**
 * The page numbers to show: always the first and last, the current page with `siblings` on each
 * side, and an ellipsis where a gap of more than one page is hidden.
 */
export function pageItems(current: number, pageCount: number, siblings = 1): PageItem[] {
  if (pageCount <= 0) return [];
  const start = Math.max(2, current - siblings);
  const end = Math.min(pageCount - 1, current + siblings);
  const items: PageItem[] = [1];
  if (start > 3) items.push("ellipsis-start");
  else for (let page = 2; page < start; page++) items.push(page);
  for (let page = start; page <= end; page++) items.push(page);
  if (end < pageCount - 2) items.push("ellipsis-end");
  else for (let page = end + 1; page < pageCount; page++) items.push(page);
  if (pageCount > 1) items.push(pageCount);
  return items;
}

/** "Showing 11 to 20 of 45 entries" (or "Showing 0 entries" for an empty list). */
export function showingText(page: number, pageSize: number, total: number): string {
  if (total === 0) return "Showing 0 entries";
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return `Showing ${from} to ${to} of ${total} ${total === 1 ? "entry" : "entries"}`;
}
