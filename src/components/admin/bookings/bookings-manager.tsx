"use client";

import { Plus } from "lucide-react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import { api } from "@/lib/api-client";
import type { AdminBooking } from "../admin-booking-types";
import { BookingDetailsDialog } from "../booking-details-dialog";
import { BookingsFilters } from "./bookings-filters";
import { BookingsTable } from "./bookings-table";
import { EditBookingDialog } from "./edit-booking-dialog";
import { bookingSort, listQuery, type ListKey } from "./list-query";
import { PhoneBookingDialog } from "./phone-booking-dialog";

interface Pagination {
  page: number;
  page_size: number;
  total: number;
  total_is_estimate: boolean;
}

type Loaded =
  | { key: string; state: "ready"; bookings: AdminBooking[]; pagination: Pagination }
  | { key: string; state: "error"; message: string };

/**
 * Bookings Management. The search, filters, sort and page live in the URL, so reload, back and
 * a shared link show the same list; the server searches, filters and pages.
 */
export function BookingsManager() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const query = listQuery(new URLSearchParams(searchParams.toString())).toString();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [reload, setReload] = useState(0);
  const [viewId, setViewId] = useState<number | null>(null);
  const [editing, setEditing] = useState<AdminBooking | null>(null);
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    let live = true;
    const key = `${query}#${reload}`;
    void api.get<AdminBooking[]>(`/api/bookings?${query}`, { cache: "no-store" }).then((result) => {
      if (!live) return;
      if (!result.ok) {
        const message = result.status === 0 ? "Error connecting to the server" : result.message;
        setLoaded({ key, state: "error", message });
        return;
      }
      const pagination = (result.envelope as { pagination?: Pagination }).pagination;
      if (!Array.isArray(result.data) || !pagination) {
        setLoaded({ key, state: "error", message: "Invalid bookings data format" });
        return;
      }
      setLoaded({ key, state: "ready", bookings: result.data, pagination });
    });
    return () => {
      live = false;
    };
  }, [query, reload]);

  const params = new URLSearchParams(query);
  const change = (changes: Partial<Record<ListKey, string>>) => {
    router.replace(`${pathname}?${listQuery(params, changes).toString()}`, { scroll: false });
  };
  const hrefFor = (page: number) => `${pathname}?${listQuery(params, { page: String(page) })}`;
  const current = loaded && loaded.key === `${query}#${reload}` ? loaded : null;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-neutral-900">Bookings Management</h1>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden className="h-4 w-4" /> New Booking
        </Button>
      </div>
      <BookingsFilters
        key={params.get("q") ?? ""}
        params={params}
        onChange={change}
        exportHref={`/api/admin/bookings/export?${query}`}
      />
      {!current && <p role="status">Loading bookings...</p>}
      {current?.state === "error" && <Alert tone="error">{current.message}</Alert>}
      {current?.state === "ready" && current.bookings.length === 0 && (
        <EmptyState title="No bookings found" description="No booking matches these filters." />
      )}
      {current?.state === "ready" && current.bookings.length > 0 && (
        <>
          <BookingsTable
            bookings={current.bookings}
            sortFor={(sort) => bookingSort(pathname, params, sort)}
            onView={setViewId}
            onEdit={setEditing}
          />
          <Pagination
            page={current.pagination.page}
            pageSize={current.pagination.page_size}
            total={current.pagination.total}
            hrefFor={hrefFor}
            label="Bookings pages"
          />
          {current.pagination.total_is_estimate && (
            <p className="text-sm text-neutral-700">The total is an estimate.</p>
          )}
        </>
      )}
      <BookingDetailsDialog bookingId={viewId} onOpenChange={(open) => !open && setViewId(null)} />
      <EditBookingDialog
        booking={editing}
        onOpenChange={(open) => !open && setEditing(null)}
        onSaved={() => setReload((value) => value + 1)}
      />
      <PhoneBookingDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(id) => {
          setReload((value) => value + 1);
          setViewId(id);
        }}
      />
    </div>
  );
}
