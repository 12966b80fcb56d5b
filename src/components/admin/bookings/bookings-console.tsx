"use client";

import { Plus } from "lucide-react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState } from "@/components/ui/empty-state";
import { listPages } from "@/components/ui/data-table";
import type { AdminBooking } from "../admin-booking-types";
import { BookingDetailsDialog } from "../booking-details-dialog";
import { bookingSort, BookingsTable } from "./bookings-table";
import { EditBookingDialog } from "./edit-booking-dialog";
import { PhoneBookingDialog } from "./phone-booking-dialog";

export interface BookingsPage {
  page: number;
  page_size: number;
  total: number;
  total_is_estimate: boolean;
}

/**
 * Bookings Management around the page the server rendered: the table, its pages and the
 * dialogs. The search, filters, sort and page live in the URL; a saved or new booking refreshes
 * the server's page (router.refresh) instead of fetching the list here.
 */
export function BookingsConsole({
  bookings,
  pagination,
  filters,
}: {
  bookings: AdminBooking[];
  pagination: BookingsPage;
  /** The filter bar (ListFilters), rendered by the page. */
  filters: ReactNode;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const params = new URLSearchParams(useSearchParams().toString());
  const [viewId, setViewId] = useState<number | null>(null);
  const [editing, setEditing] = useState<AdminBooking | null>(null);
  const [creating, setCreating] = useState(false);
  // A numbered page link starts from that page, not from a keyset cursor.
  const pageQuery = new URLSearchParams(params);
  pageQuery.delete("cursor");
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Bookings Management"
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden className="h-4 w-4" /> New Booking
          </Button>
        }
      />
      {filters}
      <BookingsTable
        bookings={bookings}
        sortFor={(sort) => bookingSort(pathname, params, sort)}
        onView={setViewId}
        onEdit={setEditing}
        empty={
          <EmptyState title="No bookings found" description="No booking matches these filters." />
        }
        pages={listPages(
          pathname,
          pageQuery.toString(),
          pagination,
          pagination.total,
          "Bookings pages",
        )}
      />
      {bookings.length > 0 && pagination.total_is_estimate && (
        <p className="text-sm text-neutral-700">The total is an estimate.</p>
      )}
      <BookingDetailsDialog bookingId={viewId} onOpenChange={(open) => !open && setViewId(null)} />
      <EditBookingDialog
        booking={editing}
        onOpenChange={(open) => !open && setEditing(null)}
        onSaved={() => router.refresh()}
      />
      <PhoneBookingDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(id) => {
          router.refresh();
          setViewId(id);
        }}
      />
    </div>
  );
}
