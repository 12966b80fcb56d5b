import type { Metadata } from "next";
import { Suspense } from "react";
import { BookingsManager } from "@/components/admin/bookings/bookings-manager";

export const metadata: Metadata = { title: "Bookings", robots: { index: false } };

export default function AdminBookingsPage() {
  return (
    <Suspense fallback={<p role="status">Loading bookings...</p>}>
      <BookingsManager />
    </Suspense>
  );
}
