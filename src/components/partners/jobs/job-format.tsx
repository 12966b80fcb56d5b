import { serviceLabel } from "@/components/bookings/booking-format";
import { Badge } from "@/components/ui/badge";
import type { DataColumn } from "@/components/ui/data-table";
import { JOB_STATE_INFO } from "@/lib/dispatch/job-moves";
import type { JobState } from "@/lib/dispatch/job-states";
import { formatPence } from "@/lib/money";
import type { PartnerJob } from "@/lib/partners/partner-jobs";
import { dropoffLabel, pickupLabel } from "@/lib/place-label";
import { shortZoneName } from "@/lib/time-zone-names";

/** The pickup's wall-clock date and time with its zone named ("2030-07-01 10:00 UK time"). */
export function pickupTime(job: PartnerJob): string {
  const zone = shortZoneName(job.pickup_time_zone, new Date(job.pickup_at));
  return `${job.booking_date} ${job.booking_time.slice(0, 5)} ${zone}`;
}

/** When the offer lapses, in the pickup's zone (the partner plans in that zone). */
export function offerExpiry(job: PartnerJob): string {
  if (!job.offer_expires_at) return "N/A";
  const at = new Date(job.offer_expires_at);
  const time = new Intl.DateTimeFormat("en-GB", {
    timeZone: job.pickup_time_zone,
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  }).format(at);
  return `${time} ${shortZoneName(job.pickup_time_zone, at)}`;
}

/** The drop-off for a transfer, the booked hours for an hourly hire. */
export function dropoffOrHours(job: PartnerJob): string {
  if (job.booking_type === "hourly") return `${job.number_of_hours ?? 0} hours`;
  return dropoffLabel(job) ?? "N/A";
}

export function JobStateBadge({ status }: { status: JobState }) {
  const info = JOB_STATE_INFO[status];
  return <Badge tone={info.tone}>{info.label}</Badge>;
}

/** The ride's columns both lists share. */
export const RIDE_COLUMNS: DataColumn<PartnerJob>[] = [
  { key: "id", header: "Booking ID", cell: (job) => job.booking_reference },
  { key: "when", header: "Pickup time", cell: pickupTime },
  { key: "pickup", header: "Pickup", cell: (job) => pickupLabel(job), from: "xl" },
  { key: "dropoff", header: "Drop-off / hours", cell: dropoffOrHours, from: "xl" },
  { key: "passengers", header: "Passengers", cell: (job) => job.number_of_passengers, from: "lg" },
  { key: "luggage", header: "Luggage", cell: (job) => job.number_of_luggage, from: "lg" },
  { key: "class", header: "Class", cell: (job) => serviceLabel(job.service_type) },
  { key: "pay", header: "You are paid", cell: (job) => formatPence(job.pay_pence) },
];
