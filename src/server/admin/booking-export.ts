import "server-only";
import { paymentMethodLabel } from "@/lib/payment-labels";
import type { BookingListQuery } from "@/lib/validations/booking-list";
import type { SessionUser } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { csvStreamResponse } from "@/server/http/csv";
import { bookingListWhere, cursorAfter, selectBookingPage } from "./booking-list";
import type { KeysetPosition } from "@/server/db/paging";
import { paymentMethodsOf } from "./payment-methods";

const CHUNK = 1000;

export const BOOKING_EXPORT_HEADER = [
  "Booking ID",
  // The reference on the customer's receipt; the customer's own (a PO code) is beside it.
  "Booking Reference",
  "Customer Reference",
  "Customer",
  "Customer Email",
  "Customer Phone",
  "Guest",
  "Service",
  "Booking Type",
  "Pickup Date",
  "Pickup Time",
  "Time Zone",
  "Pickup",
  "Dropoff",
  "Destination Country",
  "Passengers",
  "Luggage",
  "Hours",
  "Status",
  "Payment Status",
  "Payment Method",
  "Amount (GBP)",
  "Return Of",
  "Return Booking",
  "Created At",
] as const;

/**
 * Every row the list's search and filters select (all pages), in the list's order, streamed as
 * CSV 1,000 rows at a time by keyset, with every text cell escaped against formulas.
 */
export function exportBookingsCsv(query: BookingListQuery, viewer: SessionUser): Response {
  const where = bookingListWhere(query, viewer);
  let after: KeysetPosition | null = null;
  let done = false;
  return csvStreamResponse({
    filename: `bookings-${new Date().toISOString().slice(0, 10)}.csv`,
    header: BOOKING_EXPORT_HEADER,
    nextRows: async () => {
      if (done) return [];
      const rows = await selectBookingPage(query, where, { after, offset: 0, limit: CHUNK });
      const last = rows.at(-1);
      if (rows.length < CHUNK || !last) done = true;
      if (last) after = cursorAfter(query, last);
      const methods = await paymentMethodsOf(
        await getDb(),
        rows.map((row) => row.booking),
      );
      return rows.map(({ booking: b, owner }) => [
        b.booking_id,
        b.booking_reference,
        b.reference_code,
        `${owner.first_name} ${owner.last_name}`,
        owner.email,
        owner.phone_number,
        b.is_self_booking ? "" : `${b.guest_first_name ?? ""} ${b.guest_last_name ?? ""}`.trim(),
        b.service_type,
        b.booking_type,
        b.booking_date,
        b.booking_time.slice(0, 5),
        b.pickup_time_zone,
        b.pickup_location,
        b.dropoff_location,
        b.destination_country,
        b.number_of_passengers,
        b.number_of_luggage,
        b.number_of_hours,
        b.status,
        b.payment_status,
        paymentMethodLabel(methods.get(b.booking_id)),
        (b.price_pence / 100).toFixed(2),
        b.original_booking_id,
        b.return_booking_id,
        b.created_at.toISOString(),
      ]);
    },
  });
}
