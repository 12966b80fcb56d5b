import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { queryFromSearchParams } from "@/components/dashboard/booking-filters";
import type { BookingListQuery } from "@/components/dashboard/booking-types";
import { MyBookings } from "@/components/dashboard/my-bookings";
import { getPageUser } from "@/server/auth/session";
import { bookingListParamsSchema } from "@/server/bookings/booking-list-params";
import { groupJourneys } from "@/server/bookings/group-journeys";
import { listBookings } from "@/server/bookings/list-bookings";
import { PageHeader } from "@/components/ui/page-header";
import type { SearchParamsProps } from "@/app/_shared/page-props";

export const metadata: Metadata = { title: "My Bookings" };

/**
 * My Bookings: the list GET /api/bookings answers, run here for the URL's search parameters
 * (opening on Upcoming). Parameters that do not validate (an edited or stale link) are dropped,
 * so the page shows the plain list instead of an error.
 */
export default async function MyBookingsPage({ searchParams }: SearchParamsProps) {
  const user = await getPageUser();
  if (!user) redirect("/login");
  const requested = queryFromSearchParams(await searchParams);
  const parsed = bookingListParamsSchema.safeParse(requested);
  const query: BookingListQuery = parsed.success ? requested : {};
  const params = parsed.success ? parsed.data : bookingListParamsSchema.parse({});
  const list = await listBookings({ viewer: user, params, defaultTab: "upcoming" });
  return (
    <section aria-labelledby="my-bookings-heading">
      <PageHeader id="my-bookings-heading" className="mb-4" title="My Bookings" />
      <MyBookings
        list={{
          bookings: groupJourneys(list.data),
          pagination: list.pagination,
          tabCounts: list.tab_counts ?? { upcoming: 0, past: 0, cancelled: 0 },
        }}
        query={query}
      />
    </section>
  );
}
