import type { FilterDefinition } from "@/components/ui/list-filters";
import {
  DRIVER_STATUSES,
  LICENSE_FILTERS,
  LICENSE_FILTER_LABELS,
  PREFERRED_SHIFTS,
  SHIFT_LABELS,
} from "@/lib/drivers/driver-options";
import { DEFAULT_DRIVER_SORT } from "@/lib/validations/driver-list";

/** Driver Management's filters: search, status, shift, licence and sort (`-key` descending). */
export const DRIVER_FILTERS: readonly FilterDefinition[] = [
  {
    kind: "search",
    name: "q",
    label: "Search",
    placeholder: "Name, e-mail, phone, licence or plate",
  },
  {
    kind: "select",
    name: "status",
    label: "Status",
    emptyValue: "all",
    options: [
      { value: "all", label: "All statuses" },
      ...DRIVER_STATUSES.map((status) => ({ value: status, label: status })),
    ],
  },
  {
    kind: "select",
    name: "shift",
    label: "Shift",
    emptyValue: "all",
    options: [
      { value: "all", label: "All shifts" },
      ...PREFERRED_SHIFTS.map((shift) => ({ value: shift, label: SHIFT_LABELS[shift] })),
    ],
  },
  {
    kind: "select",
    name: "license",
    label: "Licence",
    emptyValue: "all",
    options: [
      { value: "all", label: "All licences" },
      ...LICENSE_FILTERS.map((filter) => ({ value: filter, label: LICENSE_FILTER_LABELS[filter] })),
    ],
  },
  {
    kind: "select",
    name: "sort",
    label: "Sort by",
    emptyValue: DEFAULT_DRIVER_SORT,
    options: [
      { value: DEFAULT_DRIVER_SORT, label: "Newest first" },
      { value: "created", label: "Oldest first" },
      { value: "name", label: "Name" },
      { value: "license_expiry", label: "Licence expiry, soonest first" },
    ],
  },
];
