import "server-only";
import { BOOKING_STATUS_INFO, type BookingStatus } from "@/lib/booking-status";
import type { PartnerBookingView } from "@/lib/partners/types";
import { penceToDecimal } from "@/lib/money";
import { SERVICE_CLASSES, isServiceType } from "@/lib/service-classes";
import type { SessionUser } from "@/server/auth/session";
import type { BookingListParams } from "@/server/bookings/booking-list-params";
import { bookingsCsvResponse, type CsvColumn } from "@/server/bookings/bookings-csv";
import type { PartnerRow } from "@/server/db/schema";
import { listPartnerBookings } from "./partner-bookings";
import { dropoffLabel, pickupLabel } from "@/lib/place-label";

/** The Recent Bookings table's columns (spec §2). */
const PARTNER_COLUMNS: CsvColumn<PartnerBookingView>[] = [
  ["Booking ID", (b) => b.booking_reference],
  ["Guest Name", (b) => b.guest_name],
  [
    "Service Type",
    (b) => (isServiceType(b.service_type) ? SERVICE_CLASSES[b.service_type].name : b.service_type),
  ],
  ["Pickup Location", (b) => pickupLabel(b)],
  ["Dropoff Location", (b) => dropoffLabel(b) ?? ""],
  ["Date", (b) => b.booking_date],
  ["Time", (b) => b.booking_time.slice(0, 5)],
  ["Status", (b) => BOOKING_STATUS_INFO[b.status as BookingStatus]?.label ?? b.status],
  ["Amount (GBP)", (b) => penceToDecimal(b.amount_pence)],
];

/** The partner's bookings as CSV, on the one bookings CSV writer (page after page by cursor). */
export function partnerBookingsCsv(input: {
  user: SessionUser;
  partner: PartnerRow;
  params: BookingListParams;
}): Response {
  const now = new Date();
  return bookingsCsvResponse({
    filename: `partner-bookings-${now.toISOString().slice(0, 10)}.csv`,
    columns: PARTNER_COLUMNS,
    readPage: (page) =>
      listPartnerBookings({
        ...input,
        now,
        withTotals: false,
        params: { ...input.params, page: 1, ...page },
      }),
  });
}
