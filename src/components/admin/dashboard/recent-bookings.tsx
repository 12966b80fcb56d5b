"use client";

import { Eye } from "lucide-react";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { TitledSection } from "@/components/ui/titled-section";
import type { AdminBooking } from "../admin-booking-types";
import {
  customerName,
  formatPounds,
  pickupWhen,
  serviceLabel,
} from "@/components/bookings/booking-format";
import { BookingDetailsDialog } from "../booking-details-dialog";
import { AdminStatusBadge } from "@/components/bookings/booking-status-badge";
import { useAdminData } from "./use-admin-data";

const COLUMNS: DataColumn<AdminBooking>[] = [
  { key: "id", header: "Booking ID", cell: (booking) => `#${booking.booking_id}` },
  { key: "customer", header: "Customer", cell: customerName },
  { key: "service", header: "Service", cell: (booking) => serviceLabel(booking.service_type) },
  { key: "date", header: "Date", cell: pickupWhen },
  {
    key: "status",
    header: "Status",
    cell: (booking) => <AdminStatusBadge status={booking.status} />,
  },
  { key: "amount", header: "Amount", cell: (booking) => formatPounds(booking.price) },
];

/** The 7 bookings received last, each opening the Booking Details dialog. */
export function RecentBookings() {
  const loaded = useAdminData<AdminBooking[]>("/api/admin/dashboard/recent-bookings");
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <TitledSection id="recent-heading" title="Recent Bookings" className="rounded-xl p-4">
      {loaded.state === "loading" && <p role="status">Loading recent bookings...</p>}
      {loaded.state === "error" && <Alert tone="error">{loaded.message}</Alert>}
      {loaded.state === "ready" && !Array.isArray(loaded.data) && (
        <Alert tone="error">Invalid bookings data format</Alert>
      )}
      {loaded.state === "ready" && Array.isArray(loaded.data) && (
        <DataTable
          caption="Recent bookings"
          columns={COLUMNS}
          rows={loaded.data.slice(0, 7)}
          rowKey={(booking) => booking.booking_id}
          cardTitle={(booking) => `Booking #${booking.booking_id}`}
          empty={<p>No recent bookings found</p>}
          actions={(booking) => (
            <Button
              variant="ghost"
              size="icon"
              aria-label={`View booking #${booking.booking_id}`}
              onClick={() => setOpenId(booking.booking_id)}
            >
              <Eye aria-hidden className="h-4 w-4" />
            </Button>
          )}
        />
      )}
      <BookingDetailsDialog bookingId={openId} onOpenChange={(open) => !open && setOpenId(null)} />
    </TitledSection>
  );
}
