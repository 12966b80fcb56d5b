import type { FilterDefinition } from "@/components/ui/list-filters";
import { BOOKING_SORT_OPTIONS, BOOKING_WHEN_OPTIONS } from "@/lib/booking-list";
import { BOOKING_STATUS_OPTIONS } from "@/components/bookings/booking-options";
import { allOrOneFilter, sortByFilter } from "@/components/ui/select-choices";

/** The console's bookings filters: search, rides, status, pickup dates and sort (one syntax). */
export const BOOKING_FILTERS: readonly FilterDefinition[] = [
  {
    kind: "search",
    name: "q",
    label: "Search",
    placeholder: "Reference, name, phone, e-mail or address",
  },
  { kind: "select", name: "when", label: "Rides", options: BOOKING_WHEN_OPTIONS },
  allOrOneFilter("status", "Status", "All statuses", BOOKING_STATUS_OPTIONS),
  { kind: "date-range", label: "Pickup dates", day: "date", from: "from", to: "to" },
  sortByFilter(BOOKING_SORT_OPTIONS),
];
