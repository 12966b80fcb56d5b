import type { Metadata } from "next";
import { requirePageRole } from "@/server/auth/guards";
import { Suspense } from "react";
import { BookingsManager } from "@/components/admin/bookings/bookings-manager";

export const metadata: Metadata = { title: "Bookings", robots: { index: false } };

export default async function AdminBookingsPage() {
  await requirePageRole("admin", "/admin/bookings");
  return (
    <Suspense fallback={<p role="status">Loading bookings...</p>}>
      <BookingsManager />
    </Suspense>
  );
}
