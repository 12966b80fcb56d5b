import "server-only";
import { BOOKING_STATUS_INFO, type BookingStatus } from "@/lib/booking-status";
import { penceToPounds } from "@/lib/money";
import { SERVICE_CLASSES, isServiceType } from "@/lib/service-classes";
import type { SessionUser } from "@/server/auth/session";
import type { BookingListParams } from "@/server/bookings/booking-list-params";
import type { PartnerRow } from "@/server/db/schema";
import { csvStreamResponse } from "@/server/http/csv";
import { listPartnerBookings } from "./partner-bookings";

const BATCH_SIZE = 100;
const MAX_ROWS = 50_000;

/** The Recent Bookings table's columns (spec §2), read page after page with the keyset cursor. */
export function partnerBookingsCsv(input: {
  user: SessionUser;
  partner: PartnerRow;
  params: BookingListParams;
}): Response {
  let cursor: string | undefined;
  let written = 0;
  let done = false;
  const now = new Date();
  return csvStreamResponse({
    filename: `partner-bookings-${now.toISOString().slice(0, 10)}.csv`,
    header: [
      "Booking ID",
      "Guest Name",
      "Service Type",
      "Pickup Location",
      "Dropoff Location",
      "Date",
      "Time",
      "Status",
      "Amount (GBP)",
    ],
    nextRows: async () => {
      if (done) return [];
      const page = await listPartnerBookings({
        ...input,
        now,
        withTotals: false,
        params: { ...input.params, page: 1, page_size: BATCH_SIZE, cursor },
      });
      written += page.data.length;
      cursor = page.pagination.next_cursor ?? undefined;
      done = !cursor || written >= MAX_ROWS;
      return page.data.map((b) => [
        b.booking_reference,
        b.guest_name,
        isServiceType(b.service_type) ? SERVICE_CLASSES[b.service_type].name : b.service_type,
        b.pickup_location,
        b.dropoff_location ?? "",
        b.booking_date,
        b.booking_time.slice(0, 5),
        BOOKING_STATUS_INFO[b.status as BookingStatus]?.label ?? b.status,
        penceToPounds(b.amount_pence).toFixed(2),
      ]);
    },
  });
}
