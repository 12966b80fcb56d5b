import "server-only";
import { BOOKING_STATUS_INFO, type BookingStatus } from "@/lib/booking-status";
import { penceToDecimal } from "@/lib/money";
import { paymentMethodLabel } from "@/lib/payment-labels";
import { paymentMethodsOf, type PaymentMethod } from "@/server/bookings/payment-methods";
import { getDb } from "@/server/db/client";
import type { BookingListParams } from "./booking-list-params";
import { bookingsCsvResponse, type CsvColumn } from "./bookings-csv";
import { listBookings, type ListBookingsInput, type ListedBooking } from "./list-bookings";
import { dropoffLabel, pickupLabel } from "@/lib/place-label";

type ConsoleRow = ListedBooking & { payment_method: PaymentMethod | undefined };

const statusLabel = (status: string) =>
  BOOKING_STATUS_INFO[status as BookingStatus]?.label ?? status;

/** A customer's own export: the ride as My Bookings shows it. */
const CUSTOMER_COLUMNS: CsvColumn<ListedBooking>[] = [
  ["Booking ID", (b) => b.booking_id],
  ["Customer", (b) => b.customer_name],
  ["Ride type", (b) => (b.booking_type === "hourly" ? "Hourly" : "Point to Point")],
  ["Pickup", (b) => pickupLabel(b)],
  ["Dropoff", (b) => dropoffLabel(b) ?? ""],
  ["Date", (b) => b.booking_date],
  ["Time", (b) => b.booking_time],
  ["Time zone", (b) => b.pickup_time_zone],
  ["Service", (b) => b.service_type],
  ["Passengers", (b) => b.number_of_passengers],
  ["Luggage", (b) => b.number_of_luggage],
  ["Price (GBP)", (b) => penceToDecimal(b.price_pence)],
  ["Status", (b) => statusLabel(b.status)],
  ["Reference", (b) => b.reference_code ?? ""],
];

const ownerName = (b: ListedBooking) =>
  "first_name" in b ? `${String(b.first_name)} ${String(b.last_name)}` : "";

/** The console's export: every field an operator reconciles with, payment method included. */
const CONSOLE_COLUMNS: CsvColumn<ConsoleRow>[] = [
  ["Booking ID", (b) => b.booking_id],
  // The reference on the customer's receipt; the customer's own (a PO code) is beside it.
  ["Booking Reference", (b) => b.booking_reference],
  ["Customer Reference", (b) => b.reference_code],
  ["Customer", ownerName],
  ["Customer Email", (b) => ("email" in b ? b.email : "")],
  ["Customer Phone", (b) => ("phone_number" in b ? b.phone_number : "")],
  [
    "Guest",
    (b) =>
      b.is_self_booking ? "" : `${b.guest_first_name ?? ""} ${b.guest_last_name ?? ""}`.trim(),
  ],
  ["Service", (b) => b.service_type],
  ["Booking Type", (b) => b.booking_type],
  ["Pickup Date", (b) => b.booking_date],
  ["Pickup Time", (b) => b.booking_time.slice(0, 5)],
  ["Time Zone", (b) => b.pickup_time_zone],
  ["Pickup", (b) => pickupLabel(b)],
  ["Dropoff", (b) => dropoffLabel(b)],
  ["Destination Country", (b) => b.destination_country],
  ["Passengers", (b) => b.number_of_passengers],
  ["Luggage", (b) => b.number_of_luggage],
  ["Hours", (b) => b.number_of_hours],
  ["Status", (b) => b.status],
  ["Payment Status", (b) => b.payment_status],
  ["Payment Method", (b) => paymentMethodLabel(b.payment_method)],
  ["Amount (GBP)", (b) => penceToDecimal(b.price_pence)],
  ["Return Of", (b) => b.original_booking_id],
  ["Return Booking", (b) => b.return_booking_id],
  ["Created At", (b) => b.created_at],
];

type ExportInput = Omit<ListBookingsInput, "params" | "withTotals"> & {
  params: BookingListParams;
  filename: string;
};

function pageReader(input: ExportInput) {
  const now = input.now ?? new Date();
  return (page: { cursor: string | undefined; page_size: number }) =>
    listBookings({
      ...input,
      now,
      withTotals: false,
      params: { ...input.params, page: 1, ...page },
    });
}

/** The CSV of every booking the list's search and filters select (all pages), streamed. */
export function exportBookingsCsv(input: ExportInput): Response {
  return bookingsCsvResponse({
    filename: input.filename,
    columns: CUSTOMER_COLUMNS,
    readPage: pageReader(input),
  });
}

/** The console's CSV: the same rows as its list, with the console's columns. */
export function exportConsoleBookingsCsv(input: ExportInput): Response {
  const read = pageReader(input);
  return bookingsCsvResponse({
    filename: input.filename,
    columns: CONSOLE_COLUMNS,
    readPage: async (page) => {
      const { data, pagination } = await read(page);
      const methods = await paymentMethodsOf(await getDb(), data);
      const rows = data.map((b) => ({ ...b, payment_method: methods.get(b.booking_id) }));
      return { data: rows, pagination };
    },
  });
}
