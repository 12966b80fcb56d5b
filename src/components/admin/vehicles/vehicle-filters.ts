import type { FilterDefinition } from "@/components/ui/list-filters";
import { SERVICE_CLASS_OPTIONS, VEHICLE_STATUS_OPTIONS } from "./vehicle-draft";

/** The fleet list's filters: the URL parameters of GET /api/admin/vehicles. */
export const VEHICLE_FILTERS: readonly FilterDefinition[] = [
  { kind: "search", name: "q", label: "Search", placeholder: "Plate, make or model" },
  {
    kind: "select",
    name: "class",
    label: "Class",
    emptyValue: "all",
    options: [{ value: "all", label: "All classes" }, ...SERVICE_CLASS_OPTIONS],
  },
  {
    kind: "select",
    name: "status",
    label: "Status",
    emptyValue: "all",
    options: [{ value: "all", label: "All statuses" }, ...VEHICLE_STATUS_OPTIONS],
  },
  {
    kind: "select",
    name: "expiring",
    label: "Documents",
    emptyValue: "all",
    options: [
      { value: "all", label: "Any expiry" },
      { value: "30", label: "Expiring within 30 days" },
    ],
  },
  {
    kind: "select",
    name: "sort",
    label: "Sort by",
    options: [
      { value: "-created_at", label: "Newest first" },
      { value: "registration_plate", label: "Plate" },
      { value: "make", label: "Make" },
      { value: "-year", label: "Year (newest)" },
    ],
  },
];
