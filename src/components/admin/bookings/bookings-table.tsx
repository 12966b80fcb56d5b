import { Button } from "@/components/ui/button";
import type { ReactNode } from "react";
import {
  DataTable,
  type ColumnSort,
  type DataColumn,
  type DataPages,
} from "@/components/ui/data-table";
import {
  BOOKING_LIST_WHEN,
  effectiveWhen,
  isDated,
  nextSort,
  shownSort,
  type BookingListSort,
} from "@/lib/booking-list";
import { dropoffLabel, pickupLabel } from "@/lib/place-label";
import type { AdminBooking } from "../admin-booking-types";
import {
  COUNTRY_LABELS,
  customerName,
  formatPounds,
  pickupWhen,
  serviceLabel,
} from "@/components/bookings/booking-format";
import { AdminStatusBadge } from "@/components/bookings/booking-status-badge";

const dropoff = (booking: AdminBooking) =>
  booking.booking_type === "hourly"
    ? `${booking.number_of_hours ?? "N/A"} hours`
    : (dropoffLabel(booking) ?? "N/A");

/**
 * The spec's columns. Beside a console sidebar the table fits 1024 px with the columns that find
 * and act on a booking; the places show from 1280 px and service and country from 1536 px, and
 * every column is in the card below 1024 px, so View Details and Edit are never off-screen.
 */
function bookingColumns(
  sortFor: (sort: BookingListSort) => ColumnSort,
): DataColumn<AdminBooking>[] {
  return [
    {
      key: "id",
      header: "Booking ID",
      cell: (booking) => (
        <>
          #{booking.booking_id}
          {booking.original_booking_id && (
            <span className="block text-xs text-neutral-700">
              return of #{booking.original_booking_id}
            </span>
          )}
          {booking.return_booking_id && (
            <span className="block text-xs text-neutral-700">
              return #{booking.return_booking_id}
            </span>
          )}
        </>
      ),
    },
    {
      key: "reference",
      header: "Booking Reference",
      cell: (booking) => booking.booking_reference,
      className: "font-mono",
    },
    { key: "customer", header: "Customer", cell: customerName },
    {
      key: "service",
      header: "Service",
      cell: (booking) => serviceLabel(booking.service_type),
      from: "2xl",
    },
    { key: "when", header: "Date & Time", cell: pickupWhen, sort: sortFor("pickup_at") },
    {
      key: "pickup",
      header: "Pickup",
      cell: pickupLabel,
      from: "xl",
      className: "max-w-48",
    },
    { key: "dropoff", header: "Dropoff", cell: dropoff, from: "xl", className: "max-w-48" },
    {
      key: "country",
      header: "Destination Country",
      cell: (booking) => COUNTRY_LABELS[booking.destination_country] ?? booking.destination_country,
      from: "2xl",
    },
    {
      key: "status",
      header: "Status",
      cell: (booking) => <AdminStatusBadge status={booking.status} />,
    },
    {
      key: "amount",
      header: "Amount",
      cell: (booking) => formatPounds(booking.price),
      sort: sortFor("price"),
    },
  ];
}

/** The rides the list shows for a URL (the server's rule in lib/booking-list.ts). */
export function whenOf(params: URLSearchParams) {
  return effectiveWhen({
    q: params.get("q"),
    date: params.get("date"),
    from: params.get("from"),
    to: params.get("to"),
    when: BOOKING_LIST_WHEN.find((when) => when === params.get("when")) ?? null,
  });
}

/**
 * A sortable header of the bookings table, in the list's one `sort` parameter (the Sort by
 * control writes the same): the sorted column flips, another starts in its usual direction.
 */
export function bookingSort(
  path: string,
  params: URLSearchParams,
  key: BookingListSort,
): ColumnSort {
  const when = whenOf(params);
  const dated = isDated({
    date: params.get("date"),
    from: params.get("from"),
    to: params.get("to"),
  });
  const shown = shownSort(params.get("sort"), when, dated);
  const next = new URLSearchParams(params);
  next.delete("sort");
  next.delete("page");
  next.delete("cursor");
  next.set("sort", nextSort(shown, key, when, dated));
  const direction =
    shown.key !== key ? undefined : shown.direction === "asc" ? "ascending" : "descending";
  return { href: `${path}?${next.toString()}`, direction };
}

/** The bookings table: the spec's columns, a return leg linked to its outbound and back. */
export function BookingsTable({
  bookings,
  sortFor,
  onView,
  onEdit,
  empty,
  pages,
}: {
  bookings: AdminBooking[];
  sortFor: (sort: BookingListSort) => ColumnSort;
  onView: (id: number) => void;
  onEdit: (booking: AdminBooking) => void;
  empty?: ReactNode;
  pages?: DataPages;
}) {
  return (
    <DataTable
      caption="Bookings"
      columns={bookingColumns(sortFor)}
      rows={bookings}
      rowKey={(booking) => booking.booking_id}
      cardTitle={(booking) => `Booking #${booking.booking_id}`}
      cardsBelow="lg"
      compact
      empty={empty}
      pages={pages}
      actions={(booking) => (
        <>
          <Button
            variant="link"
            size="sm"
            aria-label={`View details of booking #${booking.booking_id}`}
            onClick={() => onView(booking.booking_id)}
          >
            View Details
          </Button>
          <Button
            variant="link"
            size="sm"
            aria-label={`Edit booking #${booking.booking_id}`}
            onClick={() => onEdit(booking)}
          >
            Edit
          </Button>
        </>
      )}
    />
  );
}
