import type { ReactNode } from "react";
import { cn } from "./cn";
import type { DataColumn } from "./data-table";

/** The phone layout: one card per row, each column as "Header: value", the actions at the bottom. */
export function DataCards<Row>({
  caption,
  columns,
  rows,
  rowKey,
  actions,
  cardTitle,
  className,
}: {
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  actions?: (row: Row) => ReactNode;
  cardTitle?: (row: Row) => ReactNode;
  className: string;
}) {
  return (
    <ul aria-label={caption} className={cn("flex flex-col gap-3", className)}>
      {rows.map((row) => (
        <li
          key={rowKey(row)}
          className="min-w-0 rounded-lg border border-neutral-200 bg-white p-4 text-sm"
        >
          {cardTitle && <p className="mb-2 font-semibold text-neutral-900">{cardTitle(row)}</p>}
          <dl className="grid grid-cols-[minmax(0,8rem)_minmax(0,1fr)] gap-x-3 gap-y-1.5">
            {columns.map((column) => (
              <div key={column.key} className="contents">
                <dt className="font-medium text-neutral-700">{column.header}</dt>
                <dd
                  className={cn(
                    "min-w-0 text-neutral-900 [overflow-wrap:anywhere]",
                    column.className,
                  )}
                >
                  {column.cell(row)}
                </dd>
              </div>
            ))}
          </dl>
          {actions && <div className="mt-3 flex flex-wrap gap-2">{actions(row)}</div>}
        </li>
      ))}
    </ul>
  );
}
