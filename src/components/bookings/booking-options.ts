import type { SelectOption } from "@/components/ui/select";
import { optionsOf } from "@/components/ui/select-choices";
import { BOOKING_STATUS_INFO, BOOKING_STATUSES } from "@/lib/booking-status";
import { SERVICE_CLASSES, SERVICE_TYPES } from "@/lib/service-classes";

/** Every booking status by its label, for the console's and the customer's selects alike. */
export const BOOKING_STATUS_OPTIONS: readonly SelectOption[] = optionsOf(
  BOOKING_STATUSES,
  (status) => BOOKING_STATUS_INFO[status].label,
);

/** Every service class by its name (a booking's class, a vehicle's class). */
export const SERVICE_CLASS_OPTIONS: readonly SelectOption[] = optionsOf(
  SERVICE_TYPES,
  (type) => SERVICE_CLASSES[type].name,
);
