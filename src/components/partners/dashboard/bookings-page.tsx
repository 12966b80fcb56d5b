import { buttonClass } from "@/components/ui/button";
import type { PartnerBookingView } from "@/lib/partners/types";
import { PartnerBookingsTable } from "./partner-bookings-table";

/** The heading, Export, table and pages shared by Recent and Upcoming Bookings. */
export function PartnerBookingsSection({
  title,
  path,
  exportHref,
  bookings,
  page,
  pageSize,
  total,
  upcoming,
}: {
  title: string;
  path: string;
  exportHref: string;
  bookings: PartnerBookingView[];
  page: number;
  pageSize: number;
  total: number;
  upcoming?: boolean;
}) {
  return (
    <section aria-labelledby="partner-bookings-table" className="mt-8 grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="partner-bookings-table" className="text-lg font-semibold">
          {title}
        </h2>
        <a href={exportHref} className={buttonClass({ variant: "outline", size: "sm" })} download>
          Export
        </a>
      </div>
      <PartnerBookingsTable
        bookings={bookings}
        caption={title}
        upcoming={upcoming}
        pager={{ path, page, pageSize, total, label: `${title} pages` }}
      />
    </section>
  );
}
