import type { FilterDefinition } from "@/components/ui/list-filters";
import { allOrOneFilter, optionsOf, sortByFilter } from "@/components/ui/select-choices";
import { FEEDBACK_STATUS_LABELS, FEEDBACK_STATUS_VALUES } from "@/lib/validations/ride-rating";

/** The Feedback queue's filters: the URL parameters of GET /api/admin/feedback. */
export const FEEDBACK_FILTERS: readonly FilterDefinition[] = [
  { kind: "search", name: "q", label: "Search", placeholder: "Reference or comment" },
  allOrOneFilter(
    "status",
    "Status",
    "Open and closed",
    optionsOf(FEEDBACK_STATUS_VALUES, FEEDBACK_STATUS_LABELS),
  ),
  sortByFilter([
    { value: "-created_at", label: "Newest first" },
    { value: "created_at", label: "Oldest first" },
    { value: "stars", label: "Lowest rating first" },
  ]),
];
