"use client";

import { Eye } from "lucide-react";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import type { AdminBooking } from "../admin-booking-types";
import { customerName, formatPounds, pickupWhen, serviceLabel } from "../admin-format";
import { BookingDetailsDialog } from "../booking-details-dialog";
import { AdminStatusBadge } from "../booking-status-badge";
import { useAdminData } from "./use-admin-data";

/** The 7 bookings received last, each opening the Booking Details dialog. */
export function RecentBookings() {
  const loaded = useAdminData<AdminBooking[]>("/api/admin/dashboard/recent-bookings");
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <section
      aria-labelledby="recent-heading"
      className="rounded-xl border border-neutral-200 bg-white p-4"
    >
      <h2 id="recent-heading" className="mb-3 text-lg font-semibold text-neutral-900">
        Recent Bookings
      </h2>
      {loaded.state === "loading" && <p role="status">Loading recent bookings...</p>}
      {loaded.state === "error" && <Alert tone="error">{loaded.message}</Alert>}
      {loaded.state === "ready" && !Array.isArray(loaded.data) && (
        <Alert tone="error">Invalid bookings data format</Alert>
      )}
      {loaded.state === "ready" && Array.isArray(loaded.data) && loaded.data.length === 0 && (
        <p>No recent bookings found</p>
      )}
      {loaded.state === "ready" && Array.isArray(loaded.data) && loaded.data.length > 0 && (
        <div className="overflow-x-auto">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Booking ID</TableHead>
                <TableHead>Customer</TableHead>
                <TableHead>Service</TableHead>
                <TableHead>Date</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Amount</TableHead>
                <TableHead>Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {loaded.data.slice(0, 7).map((booking) => (
                <TableRow key={booking.booking_id}>
                  <TableCell>#{booking.booking_id}</TableCell>
                  <TableCell>{customerName(booking)}</TableCell>
                  <TableCell>{serviceLabel(booking.service_type)}</TableCell>
                  <TableCell>{pickupWhen(booking)}</TableCell>
                  <TableCell>
                    <AdminStatusBadge status={booking.status} />
                  </TableCell>
                  <TableCell>{formatPounds(booking.price)}</TableCell>
                  <TableCell>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`View booking #${booking.booking_id}`}
                      onClick={() => setOpenId(booking.booking_id)}
                    >
                      <Eye aria-hidden className="h-4 w-4" />
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <BookingDetailsDialog bookingId={openId} onOpenChange={(open) => !open && setOpenId(null)} />
    </section>
  );
}
