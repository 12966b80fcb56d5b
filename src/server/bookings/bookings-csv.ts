import "server-only";
import { csvStreamResponse } from "@/server/http/csv";

/** A column of a bookings export: its header and how a row's cell reads. */
export type CsvColumn<Row> = readonly [header: string, cell: (row: Row) => unknown];

// An export is read in keyset batches and streamed, so memory stays flat; past this many rows
// the caller is asked to narrow the filters.
const BATCH_SIZE = 100;
export const EXPORT_MAX_ROWS = 50_000;

/**
 * The one CSV writer of every bookings export (the console's, a customer's, a partner's): the
 * list's own reader called page after page by its keyset cursor, each batch written through
 * csvStreamResponse (formulas escaped, a byte order mark for Excel), up to EXPORT_MAX_ROWS.
 */
export function bookingsCsvResponse<Row>(input: {
  filename: string;
  columns: readonly CsvColumn<Row>[];
  readPage: (page: {
    cursor: string | undefined;
    page_size: number;
  }) => Promise<{ data: Row[]; pagination: { next_cursor: string | null } }>;
}): Response {
  let cursor: string | undefined;
  let written = 0;
  let done = false;
  return csvStreamResponse({
    filename: input.filename,
    header: input.columns.map(([header]) => header),
    nextRows: async () => {
      if (done) return [];
      const page = await input.readPage({ cursor, page_size: BATCH_SIZE });
      written += page.data.length;
      cursor = page.pagination.next_cursor ?? undefined;
      done = !cursor || written >= EXPORT_MAX_ROWS;
      return page.data.map((row) => input.columns.map(([, cell]) => cell(row)));
    },
  });
}
