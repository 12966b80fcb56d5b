import type { Metadata } from "next";
import { BookingsCalendar } from "@/components/partners/dashboard/bookings-calendar";
import { PartnerBookingsSection } from "@/components/partners/dashboard/bookings-page";
import { bookingListParamsSchema } from "@/server/bookings/booking-list-params";
import { MAX_PAGE_SIZE, readListParams } from "@/server/http/list-params";
import { listPartnerBookings } from "@/server/partners/partner-bookings";
import { requirePartnerPage } from "@/server/partners/guards";
import { PageHeader } from "@/components/ui/page-header";
import { HeaderLink } from "@/app/_shared/header-link";
import type { SearchParamsProps } from "@/app/_shared/page-props";

export const metadata: Metadata = { title: "Upcoming Bookings" };
const PATH = "/partner-dashboard/upcoming-bookings";

export default async function UpcomingBookingsPage({ searchParams }: SearchParamsProps) {
  const { user, partner } = await requirePartnerPage(PATH);
  const search = await searchParams;
  const calendar = search.view === "calendar";
  const listed = readListParams(bookingListParamsSchema, search).params;
  // The calendar shows the next bookings at once (the list's largest page), the table pages.
  const params = {
    ...listed,
    tab: "upcoming" as const,
    ...(calendar ? { page: 1, page_size: MAX_PAGE_SIZE, cursor: undefined } : {}),
  };
  const list = await listPartnerBookings({ user, partner, params });
  return (
    <>
      <PageHeader
        className="mb-6"
        title="Upcoming Bookings"
        actions={
          <HeaderLink href={calendar ? PATH : `${PATH}?view=calendar`}>
            {calendar ? "List View" : "Calendar View"}
          </HeaderLink>
        }
      />
      {calendar ? (
        <BookingsCalendar bookings={list.data} today={new Date().toISOString().slice(0, 10)} />
      ) : (
        <PartnerBookingsSection
          title="Upcoming bookings"
          path={PATH}
          exportHref="/api/partner/bookings/export?tab=upcoming"
          list={list}
          params={params}
          upcoming
        />
      )}
    </>
  );
}
