import type { FilterDefinition } from "@/components/ui/list-filters";
import { JOB_STATUS_LABELS, JOB_STATUS_VALUES } from "@/lib/validations/jobs";

/** The queue's filters: the URL parameters of GET /api/admin/jobs. */
export function jobFilters(kinds: readonly string[]): readonly FilterDefinition[] {
  return [
    { kind: "search", name: "q", label: "Dedupe key", placeholder: "e.g. schedule:" },
    {
      kind: "select",
      name: "status",
      label: "Status",
      emptyValue: "all",
      options: [
        { value: "all", label: "All statuses" },
        ...JOB_STATUS_VALUES.map((value) => ({ value, label: JOB_STATUS_LABELS[value] })),
      ],
    },
    {
      kind: "select",
      name: "kind",
      label: "Kind",
      emptyValue: "all",
      options: [
        { value: "all", label: "All kinds" },
        ...kinds.map((kind) => ({ value: kind, label: kind })),
      ],
    },
    {
      kind: "select",
      name: "sort",
      label: "Sort by",
      options: [
        { value: "-run_at", label: "Run at (latest first)" },
        { value: "run_at", label: "Run at (earliest first)" },
        { value: "-created_at", label: "Newest first" },
        { value: "-attempts", label: "Most attempts" },
      ],
    },
  ];
}
