import Link from "next/link";
import type { ReactNode } from "react";
import { cn } from "./cn";
import { DataCards } from "./data-table-cards";
import { LinkPagination } from "./link-pagination";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "./table";

export type SortDirection = "ascending" | "descending";

/** A sortable header: the link that sorts by this column and the direction it is sorted in now. */
export interface ColumnSort {
  href: string;
  direction?: SortDirection;
}

/** The list's pages as links (a server-rendered list), shown under it while it has entries. */
export type DataPages = Parameters<typeof LinkPagination>[0];

/** The pages of a list whose params (page, page_size) and answer's total `list-params` gives. */
export function listPages(
  path: string,
  query: string,
  params: { page: number; page_size: number },
  total: number,
  label: string,
): DataPages {
  return { path, query, page: params.page, pageSize: params.page_size, total, label };
}

export interface DataColumn<Row> {
  key: string;
  /** The column header; also the term of each value in the phone card. */
  header: string;
  cell: (row: Row) => ReactNode;
  align?: "left" | "right" | "center";
  sort?: ColumnSort;
  /**
   * The table width from which the column shows: a wide console table drops its least needed
   * columns on a laptop rather than scroll sideways (the phone card always shows every column).
   */
  from?: "md" | "lg" | "xl" | "2xl";
  /** Extra classes of the column's cells (say `font-mono`). */
  className?: string;
}

const ALIGN = { left: "text-left", right: "text-right", center: "text-center" } as const;
// Written out whole so that Tailwind sees every class it must generate.
const FROM = {
  md: "hidden md:table-cell",
  lg: "hidden lg:table-cell",
  xl: "hidden xl:table-cell",
  "2xl": "hidden 2xl:table-cell",
} as const;

// Below this width the rows are cards; a wide table with a console's sidebar may need "lg", and
// a table of two or three short columns fits a phone as it is ("none").
const TABLE_FROM = { sm: "hidden sm:block", lg: "hidden lg:block", none: undefined } as const;
const CARDS_UNTIL = { sm: "sm:hidden", lg: "lg:hidden" } as const;

function columnClass<Row>(column: DataColumn<Row>) {
  return cn(ALIGN[column.align ?? "left"], column.from && FROM[column.from]);
}

/** The header text, or a link that sorts by the column when it is sortable. */
function HeaderContent({ header, sort }: { header: string; sort?: ColumnSort }) {
  if (!sort) return header;
  const arrow = sort.direction === "ascending" ? "↑" : sort.direction === "descending" ? "↓" : "↕";
  return (
    <Link
      href={sort.href}
      scroll={false}
      className="inline-flex items-center gap-1 underline-offset-2 hover:underline"
    >
      {header}
      <span aria-hidden className="text-neutral-600">
        {arrow}
      </span>
    </Link>
  );
}

/**
 * The consoles' data table: a real table from 640 px (or 1024 px, `cardsBelow="lg"`) (caption, `scope="col"` headers, sortable
 * headers that write the URL) and, below it, one card per row with each column as "Header: value"
 * and the row's actions at the bottom, so no console list scrolls sideways on a phone. Both
 * layouts are rendered and CSS shows one: the hidden one is out of the accessibility tree.
 * No hooks, so a server page can render it as well as a client component.
 */
export function DataTable<Row>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  actions,
  actionsHeader = "Actions",
  cardTitle,
  empty,
  cardsBelow = "sm",
  compact = false,
  pages,
  className,
}: {
  /** Names the table and the card list (and so what tests and screen readers find them by). */
  caption: string;
  showCaption?: boolean;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  actions?: (row: Row) => ReactNode;
  actionsHeader?: string;
  /** The card's heading under 640 px (say the booking ID); its column still shows in the card. */
  cardTitle?: (row: Row) => ReactNode;
  /** What shows instead of both layouts when there are no rows. */
  empty?: ReactNode;
  /**
   * The width below which rows show as cards: 640 px, 1024 px for a table too wide for a tablet,
   * or never, for a table narrow enough for a phone (say a chart's figures).
   */
  cardsBelow?: "sm" | "lg" | "none";
  /** Narrower cell padding, for a table with many columns. */
  compact?: boolean;
  /** Previous, the page numbers and Next under the list (hidden while the list has no entries). */
  pages?: DataPages;
  className?: string;
}) {
  const pad = compact ? "px-3" : undefined;
  const pager = pages && pages.total > 0 && (
    <div className="mt-4">
      <LinkPagination {...pages} />
    </div>
  );
  if (rows.length === 0 && empty)
    return (
      <div className={className}>
        {empty}
        {pager}
      </div>
    );
  return (
    <div className={className}>
      <Table wrapperClassName={cn("bg-white", TABLE_FROM[cardsBelow])}>
        <TableCaption className={cn(!showCaption && "sr-only")}>{caption}</TableCaption>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHead
                key={column.key}
                scope="col"
                aria-sort={column.sort ? (column.sort.direction ?? "none") : undefined}
                className={cn(pad, columnClass(column))}
              >
                <HeaderContent header={column.header} sort={column.sort} />
              </TableHead>
            ))}
            {actions && (
              <TableHead scope="col" className={cn(pad, "text-left")}>
                {actionsHeader}
              </TableHead>
            )}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  className={cn(pad, "break-words", columnClass(column), column.className)}
                >
                  {column.cell(row)}
                </TableCell>
              ))}
              {actions && (
                <TableCell className={pad}>
                  <div className="flex flex-wrap gap-x-2 gap-y-1">{actions(row)}</div>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {cardsBelow !== "none" && (
        <DataCards
          caption={caption}
          columns={columns}
          rows={rows}
          rowKey={rowKey}
          actions={actions}
          cardTitle={cardTitle}
          className={CARDS_UNTIL[cardsBelow]}
        />
      )}
      {pager}
    </div>
  );
}

/**
 * A sortable header's link and direction for a list sorted by `sort=key` (ascending) or
 * `sort=-key` (descending), as `src/server/http/list-params.ts` reads it. A click on the sorted
 * column flips it; another column starts ascending; the page goes back to the first.
 */
export function sortBy(
  path: string,
  query: string,
  key: string,
  current: string | undefined,
): ColumnSort {
  const direction: SortDirection | undefined =
    current === key ? "ascending" : current === `-${key}` ? "descending" : undefined;
  const params = new URLSearchParams(query);
  params.set("sort", direction === "ascending" ? `-${key}` : key);
  params.delete("page");
  return { href: `${path}?${params.toString()}`, direction };
}
