"use client";

import * as Tabs from "@radix-ui/react-tabs";
import { Download, Filter, Search } from "lucide-react";
import { useMemo, useState } from "react";
import { clsx } from "clsx";
import type { BookingTab } from "@/lib/time-rules";
import { formatLongDateTime } from "@/lib/time-rules";
import { BookingDetailsDialog, serviceName } from "./booking-details-dialog";
import { BookingFilterPanel } from "./booking-filter-panel";
import {
  bookingsToCsv,
  countByTab,
  EMPTY_FILTER,
  filterBookings,
  type BookingFilter,
} from "./booking-filters";
import { BOOKING_TYPE_LABELS, statusClass, statusLabel } from "./booking-status";
import type { DashboardBookingView } from "./booking-types";

const TABS: { value: BookingTab; label: string }[] = [
  { value: "upcoming", label: "Upcoming" },
  { value: "past", label: "Past" },
  { value: "canceled", label: "Canceled" },
];

const toolbarButton =
  "inline-flex items-center gap-2 rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm font-medium text-neutral-800 hover:bg-neutral-100";

function downloadCsv(bookings: DashboardBookingView[], tab: BookingTab) {
  const url = URL.createObjectURL(
    new Blob([bookingsToCsv(bookings)], { type: "text/csv;charset=utf-8" }),
  );
  const link = document.createElement("a");
  link.href = url;
  link.download = `bookings-${tab}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

export function MyBookings({ bookings }: { bookings: DashboardBookingView[] }) {
  const [tab, setTab] = useState<BookingTab>("upcoming");
  const [search, setSearch] = useState("");
  const [filter, setFilter] = useState<BookingFilter>(EMPTY_FILTER);
  const [filterOpen, setFilterOpen] = useState(false);
  const [selected, setSelected] = useState<DashboardBookingView | null>(null);

  const visible = useMemo(
    () => filterBookings(bookings, search, filter),
    [bookings, search, filter],
  );
  const counts = countByTab(visible);
  const inTab = visible.filter((booking) => booking.tab === tab);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <label className="relative flex-1">
          <span className="sr-only">Search bookings</span>
          <Search
            aria-hidden
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-neutral-600"
          />
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search by name, pickup or dropoff"
            className="w-full rounded-md border border-neutral-300 py-2 pl-9 pr-3 text-sm text-neutral-900"
          />
        </label>
        <div className="flex gap-2">
          <button type="button" className={toolbarButton} onClick={() => downloadCsv(inTab, tab)}>
            <Download aria-hidden className="h-4 w-4" /> Export
          </button>
          <button
            type="button"
            className={toolbarButton}
            aria-expanded={filterOpen}
            aria-controls="booking-filters"
            onClick={() => setFilterOpen((open) => !open)}
          >
            <Filter aria-hidden className="h-4 w-4" /> Filter
          </button>
        </div>
      </div>
      {filterOpen && <BookingFilterPanel filter={filter} onChange={setFilter} />}
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as BookingTab)}>
        <Tabs.List aria-label="Bookings" className="flex gap-1 border-b border-neutral-200">
          {TABS.map(({ value, label }) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-medium text-neutral-700 data-[state=active]:border-brand-black data-[state=active]:text-neutral-900"
            >
              {label} ({counts[value]})
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map(({ value, label }) => (
          <Tabs.Content key={value} value={value} className="pt-4">
            {value === tab && inTab.length === 0 ? (
              <div className="rounded-lg border border-dashed border-neutral-300 p-8 text-center">
                <p className="font-semibold text-neutral-900">No results</p>
                <p className="mt-1 text-sm text-neutral-700">
                  No {label.toLowerCase()} rides match your search.
                </p>
              </div>
            ) : (
              <ul className="flex flex-col gap-3">
                {inTab.map((booking) => (
                  <li
                    key={booking.booking_id}
                    className="rounded-lg border border-neutral-200 bg-white p-4 shadow-sm"
                  >
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <div>
                        <p className="text-sm text-neutral-700">
                          {formatLongDateTime(booking.booking_date, booking.booking_time)}
                        </p>
                        <p className="font-semibold text-neutral-900">
                          {booking.pickup_location}
                          {booking.booking_type === "hourly"
                            ? ` · ${booking.number_of_hours ?? 0} hours`
                            : ` → ${booking.dropoff_location ?? ""}`}
                        </p>
                        <p className="text-sm text-neutral-700">
                          {BOOKING_TYPE_LABELS[booking.booking_type] ?? booking.booking_type} ·{" "}
                          {serviceName(booking.service_type)} · {booking.customer_name} · £
                          {booking.price.toFixed(2)}
                        </p>
                      </div>
                      <span
                        className={clsx(
                          "rounded-full px-2 py-0.5 text-xs font-semibold",
                          statusClass(booking.status),
                        )}
                      >
                        {statusLabel(booking.status)}
                      </span>
                    </div>
                    <button
                      type="button"
                      className={clsx(toolbarButton, "mt-3")}
                      onClick={() => setSelected(booking)}
                    >
                      View Details<span className="sr-only"> of booking {booking.booking_id}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <BookingDetailsDialog
        booking={selected}
        onOpenChange={(open) => !open && setSelected(null)}
      />
    </div>
  );
}
