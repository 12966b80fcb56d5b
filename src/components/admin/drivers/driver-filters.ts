import type { FilterDefinition } from "@/components/ui/list-filters";
import {
  DRIVER_STATUSES,
  LICENSE_FILTERS,
  LICENSE_FILTER_LABELS,
  PREFERRED_SHIFTS,
  SHIFT_LABELS,
} from "@/lib/drivers/driver-options";
import { DEFAULT_DRIVER_SORT } from "@/lib/validations/driver-list";
import { allOrOneFilter, optionsOf, sortByFilter } from "@/components/ui/select-choices";

/** Driver Management's filters: search, status, shift, licence and sort (`-key` descending). */
export const DRIVER_FILTERS: readonly FilterDefinition[] = [
  {
    kind: "search",
    name: "q",
    label: "Search",
    placeholder: "Name, e-mail, phone, licence or plate",
  },
  allOrOneFilter("status", "Status", "All statuses", optionsOf(DRIVER_STATUSES)),
  allOrOneFilter("shift", "Shift", "All shifts", optionsOf(PREFERRED_SHIFTS, SHIFT_LABELS)),
  allOrOneFilter(
    "license",
    "Licence",
    "All licences",
    optionsOf(LICENSE_FILTERS, LICENSE_FILTER_LABELS),
  ),
  sortByFilter(
    [
      { value: DEFAULT_DRIVER_SORT, label: "Newest first" },
      { value: "created", label: "Oldest first" },
      { value: "name", label: "Name" },
      { value: "license_expiry", label: "Licence expiry, soonest first" },
    ],
    DEFAULT_DRIVER_SORT,
  ),
];
