import type { FilterDefinition } from "@/components/ui/list-filters";

type Option = { value: string; label: string };

/** A select filter led by "All", which clears it (the URL then leaves the parameter out). */
export function allOrOneFilter(
  name: string,
  label: string,
  options: readonly Option[],
): FilterDefinition {
  return {
    kind: "select",
    name,
    label,
    emptyValue: "all",
    options: [{ value: "all", label: "All" }, ...options],
  };
}

/** The lists' Status filter: each status is its own label. */
export function statusFilter(statuses: readonly string[]): FilterDefinition {
  return allOrOneFilter(
    "status",
    "Status",
    statuses.map((status) => ({ value: status, label: status })),
  );
}
