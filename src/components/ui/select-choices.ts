import type { FilterDefinition } from "@/components/ui/list-filters";
import type { SelectOption } from "@/components/ui/select";

/**
 * A console list's select filter whose first option, "all", means no filter (choosing it removes
 * the parameter from the URL); `allLabel` names it ("All statuses").
 */
export function allOrOneFilter(
  name: string,
  label: string,
  allLabel: string,
  options: readonly SelectOption[],
): FilterDefinition {
  return {
    kind: "select",
    name,
    label,
    emptyValue: "all",
    options: [{ value: "all", label: allLabel }, ...options],
  };
}

/**
 * Select options from a list of values, in its order, each labelled by `labels` (a labels record
 * or a function of the value) or shown as it is.
 */
export function optionsOf<Value extends string>(
  values: readonly Value[],
  labels?: Readonly<Record<Value, string>> | ((value: Value) => string),
): SelectOption[] {
  const labelOf = typeof labels === "function" ? labels : (value: Value) => labels?.[value];
  return values.map((value) => ({ value, label: labelOf(value) ?? value }));
}

/** A list's "Sort by" select; `defaultSort`, when given, is the order that needs no parameter. */
export function sortByFilter(
  options: readonly SelectOption[],
  defaultSort?: string,
): FilterDefinition {
  const empty = defaultSort === undefined ? {} : { emptyValue: defaultSort };
  return { kind: "select", name: "sort", label: "Sort by", ...empty, options };
}

/** A list's Status filter led by "All": each status is its own label. */
export function statusFilter(statuses: readonly string[]): FilterDefinition {
  return allOrOneFilter("status", "Status", "All", optionsOf(statuses));
}
