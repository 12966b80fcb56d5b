"use client";

import { formatPounds } from "@/lib/money";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { DetailRows } from "@/components/ui/detail-rows";
import { dropoffLabel, pickupLabel } from "@/lib/place-label";
import { carsSuffix } from "@/lib/service-classes";
import { formatLongDateTime } from "@/lib/wall-clock";
import type { DashboardBookingView } from "./booking-types";
import {
  awaitsPayment,
  completePaymentHref,
  legLabel,
  rideTypeLabel,
  serviceName,
} from "./booking-status";
import { ChauffeurCards } from "@/components/bookings/chauffeur-card";
import { BookingStatusBadge } from "./booking-status-badge";
import { CancelBookingButton } from "./cancel-booking-button";
import { DownloadReceiptButton } from "@/components/bookings/download-receipt";
import { PriceBreakdown } from "@/components/booking/price-breakdown";
import { sumLines } from "@/lib/price-lines";

// Kept here too for existing importers; it lives with the other labels so a list page can use
// it without loading the dialog.
export { serviceName };

/** A details row shown only when the booking has something to say in it. */
function rowIf(term: string, value: string | null | undefined): [string, string][] {
  return value ? [[term, value]] : [];
}

/** A receipt once money has moved: paid (by card or recorded offline), or paid and refunded. */
function hasReceipt(booking: DashboardBookingView): boolean {
  return booking.payment_status === "paid" || booking.payment_status === "refunded";
}

/** View Details for one booking. PAYMENTS adds a Cancel action here. */
export function BookingDetailsDialog({
  booking,
  onOpenChange,
}: {
  booking: DashboardBookingView | null;
  onOpenChange: (open: boolean) => void;
}) {
  const rows: [string, string][] = booking
    ? [
        ["Booking reference", booking.booking_reference],
        ["Ride type", rideTypeLabel(booking.booking_type)],
        ["Passenger", booking.customer_name],
        ["From", pickupLabel(booking)],
        booking.booking_type === "hourly"
          ? ["Duration", `${booking.number_of_hours ?? 0} hours`]
          : ["To", dropoffLabel(booking) ?? ""],
        [
          "Date & Time",
          `${formatLongDateTime(booking.booking_date, booking.booking_time)} (${booking.pickup_time_zone})`,
        ],
        ["Service", `${serviceName(booking.service_type)}${carsSuffix(booking.number_of_cars)}`],
        ["Passengers", String(booking.number_of_passengers)],
        ["Luggage", String(booking.number_of_luggage)],
        ["Price", `${formatPounds(booking.price)}${carsSuffix(booking.number_of_cars)}`],
        ...rowIf("Flight number", booking.flight_number),
        ...rowIf("Pickup sign", booking.pickup_sign),
        ...rowIf("Notes for chauffeur", booking.notes_for_chauffeur),
        ...rowIf(
          "Your reference",
          [legLabel(booking), booking.reference_code].filter(Boolean).join(" · "),
        ),
      ]
    : [];
  return (
    <Dialog open={booking !== null} onOpenChange={onOpenChange}>
      <DialogContent
        title="Booking Details"
        description={
          booking ? (
            <>
              Status: <BookingStatusBadge data-testid="booking-status" status={booking.status} />
            </>
          ) : undefined
        }
      >
        {booking && (
          <>
            <DetailRows rows={rows} termWidth="auto" />
            {booking.price_lines ? (
              <PriceBreakdown
                className="mt-2"
                lines={booking.price_lines}
                totalPence={sumLines(booking.price_lines)}
              />
            ) : null}
            <ChauffeurCards
              chauffeurs={booking.chauffeurs}
              numberOfCars={booking.number_of_cars}
              bookingId={booking.booking_id}
            />
            {awaitsPayment(booking) && (
              <Button asChild className="mt-4 w-full sm:w-auto">
                <Link href={completePaymentHref(booking.booking_id)}>Complete payment</Link>
              </Button>
            )}
            {hasReceipt(booking) && (
              <DownloadReceiptButton
                bookingId={booking.booking_id}
                className="mt-4 w-full sm:w-auto"
              />
            )}
            {booking.tab === "past" && booking.status !== "cancelled" && (
              <Button asChild variant="outline" className="mt-4 w-full sm:w-auto">
                <Link href={`/dashboard/bookings/${booking.booking_id}/rate`}>Rate and tip</Link>
              </Button>
            )}
            {booking.tab === "upcoming" && (
              <CancelBookingButton booking={booking} onCancelled={() => onOpenChange(false)} />
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
