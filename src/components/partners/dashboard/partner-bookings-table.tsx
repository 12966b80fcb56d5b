"use client";

import { dropoffLabel, pickupLabel } from "@/lib/place-label";
import { useState } from "react";
import { AdminStatusBadge } from "@/components/bookings/booking-status-badge";
import { serviceLabel } from "@/components/bookings/booking-format";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { DetailRows } from "@/components/ui/detail-rows";
import { EmptyState } from "@/components/ui/empty-state";
import { DataTable, type DataColumn, type DataPages } from "@/components/ui/data-table";
import { formatPence } from "@/lib/money";
import { bookingPaymentLabel } from "@/lib/partners/payment-label";
import type { PartnerBookingView } from "@/lib/partners/types";

const when = (b: PartnerBookingView) => `${b.booking_date} ${b.booking_time.slice(0, 5)}`;

function detailRows(b: PartnerBookingView) {
  return [
    ["Booking ID", b.booking_reference],
    ["Guest", b.guest_name],
    ["Guest e-mail", b.guest_email ?? "N/A"],
    ["Guest phone", b.guest_phone ?? "N/A"],
    ["Service", serviceLabel(b.service_type)],
    [
      "Ride",
      b.booking_type === "hourly" ? `Hourly, ${b.number_of_hours ?? 0} hours` : "Point to Point",
    ],
    ["Pickup", pickupLabel(b)],
    ["Dropoff", dropoffLabel(b) ?? "N/A"],
    ["Date & time", `${when(b)} (${b.pickup_time_zone})`],
    ["Passengers", String(b.number_of_passengers)],
    ["Luggage", String(b.number_of_luggage)],
    ["Flight", b.flight_number ?? "N/A"],
    ["Amount", formatPence(b.amount_pence)],
    ["Payment", bookingPaymentLabel(b.payment_status)],
  ] as const;
}

/** The spec's columns; on a laptop the places wait for View Details (the cards show them). */
function columns(upcoming: boolean): DataColumn<PartnerBookingView>[] {
  return [
    { key: "id", header: "Booking ID", cell: (b) => b.booking_reference },
    { key: "guest", header: "Guest Name", cell: (b) => b.guest_name },
    { key: "service", header: "Service Type", cell: (b) => serviceLabel(b.service_type) },
    { key: "pickup", header: "Pickup Location", cell: (b) => pickupLabel(b), from: "xl" },
    {
      key: "dropoff",
      header: "Dropoff Location",
      cell: (b) => dropoffLabel(b) ?? "N/A",
      from: "xl",
    },
    {
      key: "when",
      header: upcoming ? "Date & Time" : "Date",
      cell: (b) => (upcoming ? when(b) : b.booking_date),
    },
    { key: "status", header: "Status", cell: (b) => <AdminStatusBadge status={b.status} /> },
    { key: "amount", header: "Amount", cell: (b) => formatPence(b.amount_pence) },
  ];
}

const guestLinkClass =
  "inline-flex min-h-11 items-center px-2 text-sm font-medium text-brand-gold-700 underline-offset-4 hover:underline";

/** View Details, and for a ride to come the guest's e-mail and telephone. */
function BookingActions({
  booking: b,
  upcoming,
  onView,
}: {
  booking: PartnerBookingView;
  upcoming: boolean;
  onView: (booking: PartnerBookingView) => void;
}) {
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onView(b)}
        aria-label={`View details of booking ${b.booking_reference}`}
      >
        View Details
      </Button>
      {upcoming && b.guest_email && (
        <a
          href={`mailto:${b.guest_email}`}
          className={guestLinkClass}
          aria-label={`Contact guest of booking ${b.booking_reference}`}
        >
          Contact Guest
        </a>
      )}
      {upcoming && b.guest_phone && (
        <a
          href={`tel:${b.guest_phone.replace(/[^\d+]/g, "")}`}
          className={guestLinkClass}
          aria-label={`Call guest of booking ${b.booking_reference}`}
        >
          Call Guest
        </a>
      )}
    </>
  );
}

/**
 * A partner's bookings with the spec's columns (Upcoming shows Date & Time and Contact Guest)
 * and View Details: the ride and the guest, never the customer's payment details.
 */
export function PartnerBookingsTable({
  bookings,
  caption,
  upcoming = false,
  pager,
}: {
  bookings: PartnerBookingView[];
  caption: string;
  upcoming?: boolean;
  /** The list's pages, when it has more than it shows. */
  pager?: DataPages;
}) {
  const [open, setOpen] = useState<PartnerBookingView | null>(null);
  return (
    <>
      <DataTable
        caption={caption}
        columns={columns(upcoming)}
        rows={bookings}
        rowKey={(b) => b.booking_id}
        cardTitle={(b) => `Booking ${b.booking_reference}`}
        cardsBelow="lg"
        compact
        actions={(b) => <BookingActions booking={b} upcoming={upcoming} onView={setOpen} />}
        pages={pager}
        empty={
          <EmptyState
            title="No bookings yet"
            description="Bookings your guests make on your guest page appear here."
          />
        }
      />
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        {open && (
          <DialogContent title={`Booking ${open.booking_reference}`} size="lg">
            <div className="mb-3">
              <AdminStatusBadge status={open.status} />
            </div>
            <DetailRows rows={detailRows(open)} termWidth="8rem" />
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}
