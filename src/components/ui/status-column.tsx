import { Badge, type BadgeTone } from "./badge";
import type { DataColumn } from "./data-table";

/**
 * A list's Status column: each row's status as a coloured word, so the word says it and not only
 * the colour. `tones` is a record by status or a function of it; `labels`, when given, words
 * each status (otherwise it shows as it is).
 */
export function statusColumn<Row, Status extends string>(
  statusOf: (row: Row) => Status,
  tones: Readonly<Record<Status, BadgeTone>> | ((status: Status) => BadgeTone),
  labels?: Readonly<Record<Status, string>>,
): DataColumn<Row> {
  const toneOf = typeof tones === "function" ? tones : (status: Status) => tones[status];
  return {
    key: "status",
    header: "Status",
    cell: (row) => {
      const status = statusOf(row);
      return <Badge tone={toneOf(status)}>{labels?.[status] ?? status}</Badge>;
    },
  };
}
