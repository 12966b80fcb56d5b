import "server-only";
import { logger } from "@/server/http/logger";
import { stringify } from "csv-stringify/sync";

/** Cells a spreadsheet would run as a formula (or a DDE command) when the text starts so. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A plain decimal number ("-42.00", "117.22"): a spreadsheet reads it as a number, never a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A text cell made safe for spreadsheets: a leading apostrophe keeps `=HYPERLINK(...)` (and
 * +, -, @, tab, carriage return) as text (OWASP's CSV injection advice). Numbers stay numbers,
 * negative ones and money written with its two decimals ("-42.00") included: guarding those
 * turned refunds into text a spreadsheet's SUM skips.
 */
export function escapeCsvCell(value: unknown): string | number {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return value;
  const text = value instanceof Date ? value.toISOString() : String(value);
  if (PLAIN_NUMBER.test(text)) return text;
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** CSV lines (RFC 4180 quoting by csv-stringify) for rows whose cells are escaped here. */
export function csvLines(rows: readonly (readonly unknown[])[]): string {
  return stringify(rows.map((row) => row.map(escapeCsvCell)));
}

/**
 * A streamed CSV download: the header first, then whatever `nextRows` yields until it answers
 * an empty batch, so an export of any size never sits in memory at once.
 */
export function csvStreamResponse(input: {
  filename: string;
  header: readonly string[];
  nextRows: () => Promise<(readonly unknown[])[]>;
}): Response {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      // A byte order mark, so Excel opens UTF-8 names (é, ü) correctly.
      controller.enqueue(encoder.encode(`\uFEFF${csvLines([input.header])}`));
    },
    async pull(controller) {
      try {
        const rows = await input.nextRows();
        if (rows.length === 0) controller.close();
        else controller.enqueue(encoder.encode(csvLines(rows)));
      } catch (error) {
        logger.error({ err: error }, "CSV export failed mid-stream");
        controller.error(error);
      }
    },
  });
  return new Response(stream, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${input.filename}"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
