"use client";

import { dropoffLabel, pickupLabel } from "@/lib/place-label";
import { useState } from "react";
import { AdminStatusBadge } from "@/components/admin/booking-status-badge";
import { serviceLabel } from "@/components/admin/admin-format";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { DetailRows } from "@/components/ui/detail-rows";
import { EmptyState } from "@/components/ui/empty-state";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
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

/**
 * A partner's bookings with the spec's columns (Upcoming shows Date & Time and Contact Guest)
 * and View Details: the ride and the guest, never the customer's payment details.
 */
export function PartnerBookingsTable({
  bookings,
  caption,
  upcoming = false,
}: {
  bookings: PartnerBookingView[];
  caption: string;
  upcoming?: boolean;
}) {
  const [open, setOpen] = useState<PartnerBookingView | null>(null);
  if (bookings.length === 0)
    return (
      <EmptyState
        title="No bookings yet"
        description="Bookings your guests make on your guest page appear here."
      />
    );
  return (
    <>
      <div className="overflow-x-auto rounded-lg border border-neutral-200 bg-white">
        <Table>
          <caption className="sr-only">{caption}</caption>
          <TableHeader>
            <TableRow>
              <TableHead>Booking ID</TableHead>
              <TableHead>Guest Name</TableHead>
              <TableHead>Service Type</TableHead>
              <TableHead>Pickup Location</TableHead>
              <TableHead>Dropoff Location</TableHead>
              <TableHead>{upcoming ? "Date & Time" : "Date"}</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Amount</TableHead>
              <TableHead>Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {bookings.map((b) => (
              <TableRow key={b.booking_id}>
                <TableCell>{b.booking_reference}</TableCell>
                <TableCell>{b.guest_name}</TableCell>
                <TableCell>{serviceLabel(b.service_type)}</TableCell>
                <TableCell className="max-w-48 truncate">{pickupLabel(b)}</TableCell>
                <TableCell className="max-w-48 truncate">{dropoffLabel(b) ?? "N/A"}</TableCell>
                <TableCell>{upcoming ? when(b) : b.booking_date}</TableCell>
                <TableCell>
                  <AdminStatusBadge status={b.status} />
                </TableCell>
                <TableCell>{formatPence(b.amount_pence)}</TableCell>
                <TableCell className="flex flex-wrap gap-1">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setOpen(b)}
                    aria-label={`View details of booking ${b.booking_reference}`}
                  >
                    View Details
                  </Button>
                  {upcoming && b.guest_email && (
                    <a
                      href={`mailto:${b.guest_email}`}
                      className="inline-flex min-h-11 items-center px-2 text-sm font-medium text-brand-gold-700 underline-offset-4 hover:underline"
                      aria-label={`Contact guest of booking ${b.booking_reference}`}
                    >
                      Contact Guest
                    </a>
                  )}
                  {upcoming && b.guest_phone && (
                    <a
                      href={`tel:${b.guest_phone.replace(/[^\d+]/g, "")}`}
                      className="inline-flex min-h-11 items-center px-2 text-sm font-medium text-brand-gold-700 underline-offset-4 hover:underline"
                      aria-label={`Call guest of booking ${b.booking_reference}`}
                    >
                      Call Guest
                    </a>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
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
