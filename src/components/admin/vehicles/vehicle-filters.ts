import type { FilterDefinition } from "@/components/ui/list-filters";
import { allOrOneFilter, sortByFilter } from "@/components/ui/select-choices";
import { SERVICE_CLASS_OPTIONS, VEHICLE_STATUS_OPTIONS } from "./vehicle-draft";

/** The fleet list's filters: the URL parameters of GET /api/admin/vehicles. */
export const VEHICLE_FILTERS: readonly FilterDefinition[] = [
  { kind: "search", name: "q", label: "Search", placeholder: "Plate, make or model" },
  allOrOneFilter("class", "Class", "All classes", SERVICE_CLASS_OPTIONS),
  allOrOneFilter("status", "Status", "All statuses", VEHICLE_STATUS_OPTIONS),
  allOrOneFilter("expiring", "Documents", "Any expiry", [
    { value: "30", label: "Expiring within 30 days" },
  ]),
  sortByFilter([
    { value: "-created_at", label: "Newest first" },
    { value: "registration_plate", label: "Plate" },
    { value: "make", label: "Make" },
    { value: "-year", label: "Year (newest)" },
  ]),
];
