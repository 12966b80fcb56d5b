import { buttonClass } from "@/components/ui/button";
import { listPages } from "@/components/ui/data-table";
import type { PartnerBookingView } from "@/lib/partners/types";
import { PartnerBookingsTable } from "./partner-bookings-table";

/** The heading, Export, table and pages shared by Recent and Upcoming Bookings. */
export function PartnerBookingsSection({
  title,
  path,
  exportHref,
  list,
  params,
  upcoming,
}: {
  title: string;
  path: string;
  exportHref: string;
  list: { data: PartnerBookingView[]; pagination: { total: number } };
  params: { page: number; page_size: number };
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
        bookings={list.data}
        caption={title}
        upcoming={upcoming}
        pager={listPages(path, "", params, list.pagination.total, `${title} pages`)}
      />
    </section>
  );
}
