import type { Metadata } from "next";
import { FEEDBACK_FILTERS } from "@/components/admin/feedback/feedback-filters";
import { FeedbackTable } from "@/components/admin/feedback/feedback-table";
import { SortedListPage } from "@/components/admin/sorted-list-page";
import { listPages } from "@/components/ui/data-table";
import {
  FEEDBACK_LIST_DEFAULT_SORT,
  feedbackListParamsSchema,
} from "@/lib/validations/ride-rating";
import { requirePageRole } from "@/server/auth/guards";
import { readListParams } from "@/server/http/list-params";
import { listFeedback } from "@/server/ratings/feedback/feedback-list";
import type { SearchParamsProps } from "@/app/_shared/page-props";

export const metadata: Metadata = { title: "Feedback", robots: { index: false } };

/** Rides rated 3 stars or less, to follow up: a note, then Close. */
export default async function AdminFeedbackPage({ searchParams }: SearchParamsProps) {
  await requirePageRole("admin", "/admin/feedback");
  const { params, query } = readListParams(feedbackListParamsSchema, await searchParams);
  const list = await listFeedback(params);
  const sort = params.sort ?? FEEDBACK_LIST_DEFAULT_SORT;
  return (
    <SortedListPage
      title="Feedback"
      description="Rides rated 3 stars or less: follow each up with the customer or the chauffeur, note what was done, and close it."
      filtersLabel="Feedback filters"
      filters={FEEDBACK_FILTERS}
      sort={sort}
    >
      <FeedbackTable
        items={list.data}
        pages={listPages("/admin/feedback", query, params, list.pagination.total, "Feedback pages")}
      />
    </SortedListPage>
  );
}
