import type { Metadata } from "next";
import { PartnerBookingsSection } from "@/components/partners/dashboard/bookings-page";
import { bookingListParamsSchema } from "@/server/bookings/booking-list-params";
import { listPartnerBookings } from "@/server/partners/partner-bookings";
import { requirePartnerPage } from "@/server/partners/partner-page";

export const metadata: Metadata = { title: "Upcoming Bookings" };
const PATH = "/partner-dashboard/upcoming-bookings";

export default async function UpcomingBookingsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { user, partner } = await requirePartnerPage(PATH);
  const page = Number((await searchParams).page);
  const params = bookingListParamsSchema.parse({
    tab: "upcoming",
    ...(Number.isInteger(page) && page > 0 && page < 100_000 ? { page: String(page) } : {}),
  });
  const list = await listPartnerBookings({ user, partner, params });
  return (
    <>
      <h1 className="mb-6 text-2xl font-semibold">Upcoming Bookings</h1>
      <PartnerBookingsSection
        title="Upcoming bookings"
        path={PATH}
        exportHref="/api/partner/bookings/export?tab=upcoming"
        bookings={list.data}
        page={params.page}
        pageSize={params.page_size}
        total={list.pagination.total}
        upcoming
      />
    </>
  );
}
