"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { clsx } from "clsx";
import { isServiceType, getServiceClass } from "@/lib/service-classes";
import { formatLongDateTime } from "@/lib/time-rules";
import type { DashboardBookingView } from "./booking-types";
import { BOOKING_TYPE_LABELS, statusClass, statusLabel } from "./booking-status";
import { CancelBookingButton } from "./cancel-booking-button";

export function serviceName(serviceType: string): string {
  return isServiceType(serviceType) ? getServiceClass(serviceType).name : serviceType;
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
        ["Booking ID", String(booking.booking_id)],
        ["Ride type", BOOKING_TYPE_LABELS[booking.booking_type] ?? booking.booking_type],
        ["Passenger", booking.customer_name],
        ["From", booking.pickup_location],
        [
          "To",
          booking.booking_type === "hourly"
            ? `${booking.number_of_hours ?? 0} hours`
            : (booking.dropoff_location ?? ""),
        ],
        [
          "Date & Time",
          `${formatLongDateTime(booking.booking_date, booking.booking_time)} (${booking.pickup_time_zone})`,
        ],
        ["Service", serviceName(booking.service_type)],
        ["Passengers", String(booking.number_of_passengers)],
        ["Luggage", String(booking.number_of_luggage)],
        [
          "Price",
          `£${booking.price.toFixed(2)}${booking.number_of_cars > 1 ? ` (${booking.number_of_cars} cars)` : ""}`,
        ],
        ...(booking.flight_number
          ? ([["Flight number", booking.flight_number]] as [string, string][])
          : []),
        ...(booking.pickup_sign
          ? ([["Pickup sign", booking.pickup_sign]] as [string, string][])
          : []),
        ...(booking.notes_for_chauffeur
          ? ([["Notes for chauffeur", booking.notes_for_chauffeur]] as [string, string][])
          : []),
        ...(booking.reference_code
          ? ([["Reference code", booking.reference_code]] as [string, string][])
          : []),
      ]
    : [];
  return (
    <Dialog.Root open={booking !== null} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-neutral-900">
              Booking Details
            </Dialog.Title>
            <Dialog.Close
              className="rounded-md p-1 text-neutral-700 hover:bg-neutral-100"
              aria-label="Close"
            >
              <X aria-hidden className="h-5 w-5" />
            </Dialog.Close>
          </div>
          {booking && (
            <>
              <Dialog.Description className="mt-1 text-sm text-neutral-700">
                Status:{" "}
                <span
                  data-testid="booking-status"
                  className={clsx(
                    "rounded-full px-2 py-0.5 text-xs font-semibold",
                    statusClass(booking.status),
                  )}
                >
                  {statusLabel(booking.status)}
                </span>
              </Dialog.Description>
              <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                {rows.map(([term, value]) => (
                  <div key={term} className="contents">
                    <dt className="font-medium text-neutral-700">{term}</dt>
                    <dd className="text-neutral-900">{value}</dd>
                  </div>
                ))}
              </dl>
              {booking.tab === "upcoming" && (
                <CancelBookingButton booking={booking} onCancelled={() => onOpenChange(false)} />
              )}
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
