import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { Button } from "@/components/ui/button";
import type { AdminBooking } from "../admin-booking-types";
import {
  COUNTRY_LABELS,
  customerName,
  formatPounds,
  pickupWhen,
  serviceLabel,
} from "../admin-format";
import { AdminStatusBadge } from "../booking-status-badge";

/** The bookings table: the spec's columns, a return leg linked to its outbound and back. */
export function BookingsTable({
  bookings,
  onView,
  onEdit,
}: {
  bookings: AdminBooking[];
  onView: (id: number) => void;
  onEdit: (booking: AdminBooking) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-neutral-200 bg-white">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Booking ID</TableHead>
            <TableHead>Booking Reference</TableHead>
            <TableHead>Customer</TableHead>
            <TableHead>Service</TableHead>
            <TableHead>Date & Time</TableHead>
            <TableHead>Pickup</TableHead>
            <TableHead>Dropoff</TableHead>
            <TableHead>Destination Country</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Amount</TableHead>
            <TableHead>Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {bookings.map((booking) => (
            <TableRow key={booking.booking_id}>
              <TableCell>
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
              </TableCell>
              <TableCell className="font-mono">{booking.booking_reference}</TableCell>
              <TableCell>{customerName(booking)}</TableCell>
              <TableCell>{serviceLabel(booking.service_type)}</TableCell>
              <TableCell className="whitespace-nowrap">{pickupWhen(booking)}</TableCell>
              <TableCell className="max-w-48 truncate" title={booking.pickup_location}>
                {booking.pickup_location}
              </TableCell>
              <TableCell className="max-w-48 truncate">
                {booking.booking_type === "hourly"
                  ? `${booking.number_of_hours ?? "N/A"} hours`
                  : (booking.dropoff_location ?? "N/A")}
              </TableCell>
              <TableCell>
                {COUNTRY_LABELS[booking.destination_country] ?? booking.destination_country}
              </TableCell>
              <TableCell>
                <AdminStatusBadge status={booking.status} />
              </TableCell>
              <TableCell>{formatPounds(booking.price)}</TableCell>
              <TableCell className="whitespace-nowrap">
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
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
