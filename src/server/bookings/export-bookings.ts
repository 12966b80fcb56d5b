import "server-only";
import { stringify } from "csv-stringify/sync";
import { BOOKING_STATUS_INFO, type BookingStatus } from "@/lib/booking-status";
import { escapeCsvCell } from "@/server/http/csv";
import type { BookingListParams } from "./booking-list-params";
import { listBookings, type ListBookingsInput, type ListedBooking } from "./list-bookings";

// An export is read in keyset batches and streamed, so memory stays flat; past this many rows
// the customer is asked to narrow the filters (a customer never gets near it).
const BATCH_SIZE = 100;
export const EXPORT_MAX_ROWS = 50_000;

const COLUMNS: [string, (booking: ListedBooking) => string | number][] = [
  ["Booking ID", (b) => b.booking_id],
  ["Customer", (b) => b.customer_name],
  ["Ride type", (b) => (b.booking_type === "hourly" ? "Hourly" : "Point to Point")],
  ["Pickup", (b) => b.pickup_location],
  ["Dropoff", (b) => b.dropoff_location ?? ""],
  ["Date", (b) => b.booking_date],
  ["Time", (b) => b.booking_time],
  ["Time zone", (b) => b.pickup_time_zone],
  ["Service", (b) => b.service_type],
  ["Passengers", (b) => b.number_of_passengers],
  ["Luggage", (b) => b.number_of_luggage],
  ["Price (GBP)", (b) => b.price.toFixed(2)],
  ["Status", (b) => BOOKING_STATUS_INFO[b.status as BookingStatus]?.label ?? b.status],
  ["Reference", (b) => b.reference_code ?? ""],
];

function toCsv(rows: ListedBooking[], header: boolean): string {
  return stringify(
    rows.map((booking) => COLUMNS.map(([, read]) => read(booking))),
    {
      header,
      columns: COLUMNS.map(([title]) => title),
      record_delimiter: "\r\n",
      // `=HYPERLINK(...)` as a guest's name stays text: the one escaping rule of every export.
      cast: { string: (text) => String(escapeCsvCell(text)) },
    },
  );
}

/** The CSV of every booking the list's search and filters select (all pages), as a stream. */
export function exportBookingsCsv(
  input: Omit<ListBookingsInput, "params"> & { params: BookingListParams },
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: string | undefined;
  let written = 0;
  let started = false;
  const now = input.now ?? new Date();
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(toCsv([], true)));
      }
      const page = await listBookings({
        ...input,
        now,
        withTotals: false,
        params: { ...input.params, page: 1, page_size: BATCH_SIZE, cursor },
      });
      controller.enqueue(encoder.encode(toCsv(page.data, false)));
      written += page.data.length;
      cursor = page.pagination.next_cursor ?? undefined;
      if (!cursor || written >= EXPORT_MAX_ROWS) controller.close();
    },
  });
}
