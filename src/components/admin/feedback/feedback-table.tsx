import Link from "next/link";
import { DataTable, type DataColumn, type DataPages } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { statusColumn } from "@/components/ui/status-column";
import { RATING_TAG_LABELS } from "@/lib/ratings/tags";
import { FEEDBACK_STATUS_LABELS } from "@/lib/validations/ride-rating";
import type { FeedbackView } from "@/server/ratings/feedback/feedback-list";
import { FeedbackActions } from "./feedback-actions";

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/London",
});

const COLUMNS: DataColumn<FeedbackView>[] = [
  {
    key: "booking",
    header: "Booking",
    cell: (item) => (
      <Link className="font-mono underline" href={`/admin/bookings?q=${item.booking_reference}`}>
        {item.booking_reference}
      </Link>
    ),
  },
  {
    key: "chauffeur",
    header: "Chauffeur",
    cell: (item) => item.chauffeur ?? "Partner's chauffeur",
  },
  {
    key: "stars",
    header: "Rating",
    cell: (item) => `${item.stars} of 5 stars`,
  },
  {
    key: "comment",
    header: "Comment",
    cell: (item) => (
      <span className="block break-words text-sm">
        {item.tags.map((tag) => RATING_TAG_LABELS[tag]).join(", ")}
        {item.tags.length > 0 && item.comment ? " · " : ""}
        {item.comment ?? (item.tags.length ? "" : "—")}
      </span>
    ),
  },
  statusColumn(
    (item) => item.status,
    (status) => (status === "open" ? "yellow" : "grey"),
    FEEDBACK_STATUS_LABELS,
  ),
  {
    key: "note",
    header: "Note",
    from: "lg",
    cell: (item) => <span className="block break-words text-sm">{item.note ?? "—"}</span>,
  },
  {
    key: "created",
    header: "Rated",
    from: "xl",
    cell: (item) => dateFormat.format(new Date(item.created_at)),
  },
];

/** The Feedback queue: ratings of 3 stars or less, with the booking, chauffeur and comment. */
export function FeedbackTable({
  items,
  pages,
}: {
  items: readonly FeedbackView[];
  pages?: DataPages;
}) {
  return (
    <DataTable
      caption="Feedback"
      columns={COLUMNS}
      rows={items}
      rowKey={(item) => item.rating_id}
      cardTitle={(item) => `${item.booking_reference}: ${item.stars} of 5 stars`}
      actions={(item) => (
        <FeedbackActions
          ratingId={item.rating_id}
          reference={item.booking_reference}
          note={item.note}
          closed={item.status === "closed"}
        />
      )}
      pages={pages}
      empty={<EmptyState title="No feedback" description="Nothing matches these filters." />}
    />
  );
}
