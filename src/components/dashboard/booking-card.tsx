import { formatPounds } from "@/lib/money";
import { Button } from "@/components/ui/button";
import { dropoffLabel, pickupLabel } from "@/lib/place-label";
import { carsSuffix } from "@/lib/service-classes";
import { formatLongDateTime } from "@/lib/wall-clock";
import { ChauffeurCards } from "@/components/bookings/chauffeur-card";
import { BookingStatusBadge } from "./booking-status-badge";
import Link from "next/link";
import {
  awaitsPayment,
  completePaymentHref,
  legLabel,
  rideTypeLabel,
  serviceName,
} from "./booking-status";
import type { DashboardBookingView } from "./booking-types";

/**
 * One leg's when, where, what and status, with the leg label, the booking reference (what the
 * e-mails, the receipt and the support desk quote) and the customer's own reference.
 */
function LegSummary({ booking }: { booking: DashboardBookingView }) {
  const leg = legLabel(booking);
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div>
        <p className="text-sm text-neutral-700">
          {leg ? <span className="mr-2 font-semibold text-brand-gold-700">{leg}</span> : null}
          <span className="mr-2">Booking {booking.booking_reference}</span>
          {booking.reference_code ? (
            <span className="mr-2">Your ref {booking.reference_code}</span>
          ) : null}
        </p>
        <p className="text-sm text-neutral-700">
          {formatLongDateTime(booking.booking_date, booking.booking_time)}
        </p>
        <p className="font-semibold text-neutral-900">
          {pickupLabel(booking)}
          {booking.booking_type === "hourly"
            ? ` · ${booking.number_of_hours ?? 0} hours`
            : ` → ${dropoffLabel(booking) ?? ""}`}
        </p>
        <p className="text-sm text-neutral-700">
          {rideTypeLabel(booking.booking_type)} · {serviceName(booking.service_type)}
          {carsSuffix(booking.number_of_cars)} · {booking.customer_name} ·{" "}
          {formatPounds(booking.price)}
        </p>
      </div>
      <BookingStatusBadge status={booking.status} />
    </div>
  );
}

function LegActions({
  booking,
  onViewDetails,
}: {
  booking: DashboardBookingView;
  onViewDetails: (booking: DashboardBookingView) => void;
}) {
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={() => onViewDetails(booking)}>
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
  );
}

/** A leg's summary, its chauffeurs and its actions: the outbound ride and the return alike. */
function Leg({
  booking,
  onViewDetails,
}: {
  booking: DashboardBookingView;
  onViewDetails: (booking: DashboardBookingView) => void;
}) {
  return (
    <>
      <LegSummary booking={booking} />
      <ChauffeurCards
        chauffeurs={booking.chauffeurs}
        numberOfCars={booking.number_of_cars}
        bookingId={booking.booking_id}
      />
      <LegActions booking={booking} onViewDetails={onViewDetails} />
    </>
  );
}

/**
 * One journey of My Bookings: a booking, and beneath it its return leg when the server paired
 * them (each leg with its own date, status and actions).
 */
export function BookingCard({
  booking,
  onViewDetails,
}: {
  booking: DashboardBookingView;
  onViewDetails: (booking: DashboardBookingView) => void;
}) {
  const back = booking.return_leg ?? null;
  // Paired legs are labelled OUT and RETURN even if an older row lacks the links' flags.
  const outbound = back ? { ...booking, return_booking_id: back.booking_id } : booking;
  const returnLeg = back ? { ...back, is_return_booking: 1 } : null;
  return (
    <li className="rounded-lg border border-neutral-300 bg-white p-4 shadow-sm">
      <Leg booking={outbound} onViewDetails={onViewDetails} />
      {returnLeg ? (
        <section aria-label="Return leg" className="mt-4 border-t border-neutral-200 pt-4">
          <Leg booking={returnLeg} onViewDetails={onViewDetails} />
        </section>
      ) : null}
    </li>
  );
}
