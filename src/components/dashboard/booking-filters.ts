import type { BookingTab } from "@/lib/time-rules";
import type { DashboardBookingView } from "./booking-types";

export interface BookingFilter {
  from: string;
  to: string;
  status: string;
  rideType: string;
}

export const EMPTY_FILTER: BookingFilter = { from: "", to: "", status: "", rideType: "" };

/** Search (customer name, pickup, dropoff; case-insensitive, spec) plus the Filter panel. */
export function filterBookings(
  bookings: DashboardBookingView[],
  search: string,
  filter: BookingFilter,
): DashboardBookingView[] {
  const needle = search.trim().toLowerCase();
  return bookings.filter((booking) => {
    if (needle) {
      const haystack = [
        booking.customer_name,
        booking.pickup_location,
        booking.dropoff_location ?? "",
      ]
        .join("\n")
        .toLowerCase();
      if (!haystack.includes(needle)) return false;
    }
    // Dates are the pickup's own wall-clock dates, compared as "yyyy-MM-dd" strings.
    if (filter.from && booking.booking_date < filter.from) return false;
    if (filter.to && booking.booking_date > filter.to) return false;
    if (filter.status && booking.status !== filter.status) return false;
    if (filter.rideType && booking.booking_type !== filter.rideType) return false;
    return true;
  });
}

export function countByTab(bookings: DashboardBookingView[]): Record<BookingTab, number> {
  const counts: Record<BookingTab, number> = { upcoming: 0, past: 0, canceled: 0 };
  for (const booking of bookings) counts[booking.tab] += 1;
  return counts;
}

const CSV_COLUMNS: [string, (b: DashboardBookingView) => string | number][] = [
  ["Booking ID", (b) => b.booking_id],
  ["Customer", (b) => b.customer_name],
  ["Ride type", (b) => b.booking_type],
  ["Pickup", (b) => b.pickup_location],
  ["Dropoff", (b) => b.dropoff_location ?? ""],
  ["Date", (b) => b.booking_date],
  ["Time", (b) => b.booking_time],
  ["Time zone", (b) => b.pickup_time_zone],
  ["Service", (b) => b.service_type],
  ["Passengers", (b) => b.number_of_passengers],
  ["Luggage", (b) => b.number_of_luggage],
  ["Price (GBP)", (b) => b.price.toFixed(2)],
  ["Status", (b) => b.status],
];

function csvCell(value: string | number): string {
  let text = String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function bookingsToCsv(bookings: DashboardBookingView[]): string {
  const lines = [CSV_COLUMNS.map(([title]) => csvCell(title)).join(",")];
  for (const booking of bookings)
    lines.push(CSV_COLUMNS.map(([, read]) => csvCell(read(booking))).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
