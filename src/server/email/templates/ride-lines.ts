import "server-only";
import { placeLabel } from "@/lib/place-label";
import { carsSuffix, getServiceClass } from "@/lib/service-classes";
import { formatLongDateTime } from "@/lib/time-rules";
import { shortZoneName } from "@/lib/time-zone-names";
import type { BookingRow } from "@/server/db/schema";

/**
 * The ride every booking e-mail names first: the leg and its reference, where from and to (or
 * for how long), when in the pickup's zone, and the car. Each e-mail adds its own lines after.
 */
export function rideLines(leg: BookingRow, label: string): string[] {
  return [
    `${label} — booking ${leg.booking_reference}`,
    `Pickup: ${placeLabel(leg.pickup_location, leg.pickup_place_name)}`,
    leg.dropoff_location
      ? `Destination: ${placeLabel(leg.dropoff_location, leg.dropoff_place_name)}`
      : `Duration: ${leg.number_of_hours ?? 0} hours`,
    `Date & Time: ${formatLongDateTime(leg.booking_date, leg.booking_time)} (${shortZoneName(leg.pickup_time_zone)})`,
    `Service: ${getServiceClass(leg.service_type).name}${carsSuffix(leg.number_of_cars)}`,
  ];
}
