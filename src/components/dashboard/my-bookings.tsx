"use client";

import { Download, Filter, Search } from "lucide-react";
import dynamic from "next/dynamic";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useState, useTransition } from "react";
import { buttonClass, Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { BookingRowTab } from "@/lib/booking-list";
import { BookingCard } from "./booking-card";
import { activeFilterCount, exportHref, nextQuery, toSearch } from "./booking-filters";
import type { BookingListPage, BookingListQuery, DashboardBookingView } from "./booking-types";

// The details dialog and the filter panel (Radix dialog and select) load when first opened.
const BookingDetailsDialog = dynamic(
  () => import("./booking-details-dialog").then((module) => module.BookingDetailsDialog),
  { ssr: false },
);
const BookingFilterPanel = dynamic(
  () => import("./booking-filter-panel").then((module) => module.BookingFilterPanel),
  { ssr: false },
);

const TABS: { value: BookingRowTab; label: string }[] = [
  { value: "upcoming", label: "Upcoming" },
  { value: "past", label: "Past" },
  { value: "cancelled", label: "Canceled" },
];
const SEARCH_DELAY_MS = 350;

/**
 * My Bookings. The server searches, filters, sorts and pages (GET /api/bookings' query, run by
 * the page); this component keeps that state in the URL, so reload, back and a shared link show
 * the same list, and renders the page it is given.
 */
export function MyBookings({ list, query }: { list: BookingListPage; query: BookingListQuery }) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const [search, setSearch] = useState(query.q ?? "");
  const [filterOpen, setFilterOpen] = useState(activeFilterCount(query) > 0);
  const [selected, setSelected] = useState<DashboardBookingView | null>(null);
  const tab = (query.tab === "canceled" ? "cancelled" : query.tab) ?? "upcoming";
  const tabLabel = TABS.find((item) => item.value === tab)?.label;

  const navigate = (changes: BookingListQuery) =>
    startTransition(() =>
      router.replace(`${pathname}${toSearch(nextQuery(query, changes))}`, { scroll: false }),
    );

  // Typing searches after a pause, so each keystroke is not a request.
  useEffect(() => {
    const text = search.trim();
    if (text === (query.q ?? "")) return;
    const timer = setTimeout(() => navigate({ q: text || undefined }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- because navigate is rebuilt each render; only the search text and the URL's q should restart the pause
  }, [search, query.q]);

  const { pagination } = list;
  return (
    <div className="flex flex-col gap-4" aria-busy={pending}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <form
          role="search"
          className="relative flex-1"
          onSubmit={(event) => {
            event.preventDefault();
            navigate({ q: search.trim() || undefined });
          }}
        >
          <label htmlFor="booking-search" className="sr-only">
            Search bookings
          </label>
          <Search
            aria-hidden
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-neutral-600"
          />
          <input
            id="booking-search"
            type="search"
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search by name, pickup or dropoff"
            className="min-h-11 w-full rounded-md border border-neutral-400 py-2 pl-9 pr-3 text-sm text-neutral-900"
          />
        </form>
        <div className="flex gap-2">
          <a
            href={exportHref(query, tab)}
            download
            className={buttonClass({ variant: "outline", size: "md" })}
          >
            <Download aria-hidden className="h-4 w-4" /> Export
          </a>
          <Button
            variant="outline"
            aria-expanded={filterOpen}
            aria-controls="booking-filters"
            onClick={() => setFilterOpen((open) => !open)}
          >
            <Filter aria-hidden className="h-4 w-4" /> Filter
            {activeFilterCount(query) > 0 && ` (${activeFilterCount(query)})`}
          </Button>
        </div>
      </div>
      {filterOpen && <BookingFilterPanel query={query} onChange={navigate} />}
      <Tabs value={tab} onValueChange={(value) => navigate({ tab: value })}>
        <TabsList aria-label="Bookings">
          {TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label} ({list.tabCounts[value]})
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={tab}>
          {list.bookings.length === 0 ? (
            <EmptyState
              title="No results"
              description={`No ${tabLabel ? `${tabLabel.toLowerCase()} ` : ""}rides match your search.`}
            />
          ) : (
            <ul className="flex flex-col gap-3">
              {list.bookings.map((booking) => (
                <BookingCard
                  key={booking.booking_id}
                  booking={booking}
                  onViewDetails={setSelected}
                />
              ))}
            </ul>
          )}
          {pagination.total > 0 && (
            <Pagination
              className="mt-4"
              label="Bookings pages"
              page={pagination.page}
              pageSize={pagination.page_size}
              total={pagination.total}
              hrefFor={(page) => `${pathname}${toSearch(nextQuery(query, { page: String(page) }))}`}
            />
          )}
        </TabsContent>
      </Tabs>
      {selected ? (
        <BookingDetailsDialog
          booking={selected}
          onOpenChange={(open) => !open && setSelected(null)}
        />
      ) : null}
    </div>
  );
}
