import { StatCard } from "@/components/ui/stat-card";
import { formatPence } from "@/lib/money";
import type { PartnerBookingSummary } from "@/lib/partners/types";

/** Total Bookings, Active Guests, Revenue and Average Rating (a dash until rides are rated). */
export function PartnerSummaryCards({ summary }: { summary: PartnerBookingSummary }) {
  const rating = summary.average_rating;
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard title="Total Bookings" value={summary.total_bookings.toLocaleString("en-GB")} />
      <StatCard title="Active Guests" value={summary.active_guests.toLocaleString("en-GB")} />
      <StatCard title="Revenue" value={formatPence(summary.revenue_pence)} />
      <StatCard
        title="Average Rating"
        value={
          rating === null ? (
            <span>
              <span aria-hidden>—</span>
              <span className="block text-sm font-normal text-neutral-700">No ratings yet</span>
            </span>
          ) : (
            <span>
              {rating.toFixed(1)}
              <span className="block text-sm font-normal text-neutral-700">
                {summary.rating_count} rating{summary.rating_count === 1 ? "" : "s"}
              </span>
            </span>
          )
        }
      />
    </div>
  );
}
