import { DataTable, type DataColumn } from "./data-table";

/** A chart's figures as a table, folded under it, for screen readers and for reading exactly. */
export function ChartFigures<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}) {
  return (
    <details className="mt-3 text-sm">
      <summary className="min-h-11 cursor-pointer content-center font-medium">
        Show the figures as a table
      </summary>
      <DataTable
        className="mt-2"
        caption={caption}
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        cardsBelow="none"
        compact
      />
    </details>
  );
}
