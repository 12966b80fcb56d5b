import type { FilterDefinition } from "@/components/ui/list-filters";
import { JOB_STATUS_LABELS, JOB_STATUS_VALUES } from "@/lib/validations/jobs";
import { allOrOneFilter, optionsOf, sortByFilter } from "@/components/ui/select-choices";

/** The queue's filters: the URL parameters of GET /api/admin/jobs. */
export function jobFilters(kinds: readonly string[]): readonly FilterDefinition[] {
  return [
    { kind: "search", name: "q", label: "Dedupe key", placeholder: "e.g. schedule:" },
    allOrOneFilter(
      "status",
      "Status",
      "All statuses",
      optionsOf(JOB_STATUS_VALUES, JOB_STATUS_LABELS),
    ),
    allOrOneFilter("kind", "Kind", "All kinds", optionsOf(kinds)),
    sortByFilter([
      { value: "-run_at", label: "Run at (latest first)" },
      { value: "run_at", label: "Run at (earliest first)" },
      { value: "-created_at", label: "Newest first" },
      { value: "-attempts", label: "Most attempts" },
    ]),
  ];
}
