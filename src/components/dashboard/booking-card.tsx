import { Button } from "@/components/ui/button";
import { carsSuffix } from "@/lib/service-classes";
import { formatLongDateTime } from "@/lib/time-rules";
import { BookingStatusBadge } from "./booking-status-badge";
import Link from "next/link";
import {
  awaitsPayment,
  BOOKING_TYPE_LABELS,
  completePaymentHref,
  serviceName,
} from "./booking-status";
import type { DashboardBookingView } from "./booking-types";

/** One booking of My Bookings: when, where, what, the status, and its details button. */
export function BookingCard({
  booking,
  onViewDetails,
}: {
  booking: DashboardBookingView;
  onViewDetails: () => void;
}) {
  return (
    <li className="rounded-lg border border-neutral-300 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-sm text-neutral-700">
            {formatLongDateTime(booking.booking_date, booking.booking_time)}
          </p>
          <p className="font-semibold text-neutral-900">
            {booking.pickup_location}
            {booking.booking_type === "hourly"
              ? ` · ${booking.number_of_hours ?? 0} hours`
              : ` → ${booking.dropoff_location ?? ""}`}
          </p>
          <p className="text-sm text-neutral-700">
            {BOOKING_TYPE_LABELS[booking.booking_type] ?? booking.booking_type} ·{" "}
            {serviceName(booking.service_type)}
            {carsSuffix(booking.number_of_cars)} · {booking.customer_name} · £
            {booking.price.toFixed(2)}
          </p>
        </div>
        <BookingStatusBadge status={booking.status} />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onViewDetails}>
          View Details<span className="sr-only"> of booking {booking.booking_reference}</span>
        </Button>
        {awaitsPayment(booking) && (
          <Button asChild size="sm">
            <Link href={completePaymentHref(booking.booking_id)}>
              Complete payment
              <span className="sr-only"> for booking {booking.booking_reference}</span>
            </Link>
          </Button>
        )}
      </div>
    </li>
  );
}
