import type { Metadata } from "next";
import { BOOKING_FILTERS } from "@/components/admin/bookings/booking-filters";
import { BookingsConsole } from "@/components/admin/bookings/bookings-console";
import { ListFilters } from "@/components/ui/list-filters";
import { effectiveWhen, isDated, shownSort } from "@/lib/booking-list";
import { sortParam } from "@/lib/list-params";
import { requirePageRole } from "@/server/auth/guards";
import { bookingListParamsSchema } from "@/server/bookings/booking-list-params";
import { listBookings } from "@/server/bookings/list-bookings";
import { readListParams } from "@/server/http/list-params";
import type { SearchParamsProps } from "@/app/_shared/page-props";

export const metadata: Metadata = { title: "Bookings", robots: { index: false } };

/**
 * Bookings Management, rendered on the server: the URL's list parameters (the API's), the
 * list module's page of bookings, and the filters showing the rides and order the server used.
 */
export default async function AdminBookingsPage({ searchParams }: SearchParamsProps) {
  const admin = await requirePageRole("admin", "/admin/bookings");
  const { params, query } = readListParams(bookingListParamsSchema, await searchParams);
  const list = await listBookings({ viewer: admin, params });
  const when = effectiveWhen(params);
  const sort = params.sort ?? shownSort(null, when, isDated(params));
  // The console's booking is the spec's fields: Edit sends it back whole, so the list's row
  // extras (its tab, the passenger's display name) stay here.
  const bookings = list.data.map(({ tab: _tab, customer_name: _name, ...booking }) => booking);
  return (
    <BookingsConsole
      bookings={bookings}
      pagination={list.pagination}
      filters={
        <ListFilters
          label="Booking filters"
          filters={BOOKING_FILTERS}
          shown={{ when, sort: sortParam(sort) }}
          clearable
          exportHref={`/api/admin/bookings/export${query ? `?${query}` : ""}`}
        />
      }
    />
  );
}
