import { BADGE_TONE_CLASSES, type BadgeTone } from "@/components/ui/badge";

/**
 * THE booking status -> badge tone map (spec): pending yellow, confirmed and paid green,
 * completed blue, cancelled red, anything else grey. When the booking state machine in `lib`
 * carries its own colours, this map is the one place to point at it.
 */
export const BOOKING_STATUS_TONES: Readonly<Record<string, BadgeTone>> = {
  pending: "yellow",
  confirmed: "green",
  paid: "green",
  completed: "blue",
  cancelled: "red",
};

export function bookingStatusTone(status: string): BadgeTone {
  return BOOKING_STATUS_TONES[status.toLowerCase()] ?? "gray";
}

/** The badge classes for a status; prefer `<BookingStatusBadge>` in new code. */
export function statusClass(status: string): string {
  return BADGE_TONE_CLASSES[bookingStatusTone(status)];
}

export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

export const BOOKING_TYPE_LABELS: Record<string, string> = {
  point_to_point: "Point to Point",
  hourly: "Hourly",
};
