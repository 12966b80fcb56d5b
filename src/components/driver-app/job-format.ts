/**
 * How the driver app words a job: the pickup time in the pickup's own zone, the route, the
 * vehicle. Pure and client-safe.
 */
import type { DriverJobView } from "@/lib/driver-app/types";
import { formatPence } from "@/lib/money";
import { SERVICE_CLASSES } from "@/lib/service-classes";
import { shortZoneName } from "@/lib/time-zone-names";
import { displayPlate } from "@/lib/vehicles/plate";

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      weekday: "short",
      day: "numeric",
      month: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * "Sun 25 Oct, 02:30" in the pickup's zone; the zone's name is added when the phone is set to a
 * different one (`phoneZone` is null until the page knows it, so the first paint matches).
 */
export function pickupTimeText(job: DriverJobView, phoneZone: string | null): string {
  const at = new Date(job.pickup_at);
  const text = formatterFor(job.pickup_time_zone).format(at);
  if (!phoneZone || phoneZone === job.pickup_time_zone) return text;
  return `${text} (${shortZoneName(job.pickup_time_zone, at)})`;
}

export function destinationText(job: DriverJobView): string {
  if (job.dropoff_location) return job.dropoff_location;
  const hours = job.number_of_hours ?? 0;
  return `Hourly: ${hours} ${hours === 1 ? "hour" : "hours"}`;
}

export function classText(job: DriverJobView): string {
  return SERVICE_CLASSES[job.service_type]?.name ?? job.service_type;
}

export function vehicleText(job: DriverJobView): string | null {
  if (!job.vehicle) return null;
  const { make, model, colour, registration_plate } = job.vehicle;
  // Spaced as on the car and everywhere else ("LB72 HH9"), not as stored ("LB72HH9").
  return `${colour} ${make} ${model}, ${displayPlate(registration_plate)}`.trim();
}

export function payText(job: DriverJobView): string {
  return job.pay_pence === null ? "Not set" : formatPence(job.pay_pence);
}
