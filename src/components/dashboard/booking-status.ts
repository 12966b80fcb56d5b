/** Status badge colours (spec): pending yellow, confirmed and paid green, completed blue, cancelled red, else grey. */
const STATUS_CLASSES: Record<string, string> = {
  pending: "bg-yellow-100 text-yellow-900",
  confirmed: "bg-green-100 text-green-900",
  paid: "bg-green-100 text-green-900",
  completed: "bg-blue-100 text-blue-900",
  cancelled: "bg-red-100 text-red-900",
};

export function statusClass(status: string): string {
  return STATUS_CLASSES[status.toLowerCase()] ?? "bg-neutral-200 text-neutral-900";
}

export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

export const BOOKING_TYPE_LABELS: Record<string, string> = {
  point_to_point: "Point to Point",
  hourly: "Hourly",
};
