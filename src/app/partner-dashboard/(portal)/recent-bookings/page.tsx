import type { Metadata } from "next";
import { PartnerBookingsSection } from "@/components/partners/dashboard/bookings-page";
import { PartnerJobSections } from "@/components/partners/jobs/partner-job-sections";
import { PartnerSummaryCards } from "@/components/partners/dashboard/partner-summary-cards";
import { bookingListParamsSchema } from "@/server/bookings/booking-list-params";
import { readListParams } from "@/server/http/list-params";
import { listPartnerBookings, partnerBookingSummary } from "@/server/partners/partner-bookings";
import { requirePartnerPage } from "@/server/partners/guards";
import { listPartnerJobs } from "@/server/partners/partner-jobs";
import { PageHeader } from "@/components/ui/page-header";
import type { SearchParamsProps } from "@/app/_shared/page-props";

export const metadata: Metadata = { title: "Recent Bookings" };
const PATH = "/partner-dashboard/recent-bookings";

export default async function RecentBookingsPage({ searchParams }: SearchParamsProps) {
  const { user, partner } = await requirePartnerPage(PATH);
  const { params } = readListParams(bookingListParamsSchema, await searchParams);
  const [jobs, summary, list] = await Promise.all([
    listPartnerJobs(partner.partner_id),
    partnerBookingSummary(partner.partner_id),
    listPartnerBookings({ user, partner, params }),
  ]);
  return (
    <>
      <PageHeader className="mb-6" title="Recent Bookings" />
      <PartnerJobSections jobs={jobs} />
      <PartnerSummaryCards summary={summary} />
      <PartnerBookingsSection
        title="Bookings"
        path={PATH}
        exportHref="/api/partner/bookings/export"
        list={list}
        params={params}
      />
    </>
  );
}
