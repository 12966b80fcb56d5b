import { BADGE_TONE_CLASSES, type BadgeTone } from "@/components/ui/badge";
import { BOOKING_STATUS_INFO, BOOKING_STATUSES, type BookingStatus } from "@/lib/booking-status";
import { getServiceClass, isServiceType } from "@/lib/service-classes";

function isBookingStatus(value: string): value is BookingStatus {
  return (BOOKING_STATUSES as readonly string[]).includes(value);
}

/**
 * The customer's badge colours. The customer spec (My Bookings) gives pending yellow, confirmed
 * and paid green, completed blue, cancelled red; the administrator's bookings table (and so
 * `BOOKING_STATUS_INFO` in lib/booking-status) shows confirmed blue and completed green. The
 * customer screens keep their spec's colours here; every other screen takes the machine's tone.
 */
export const CUSTOMER_BOOKING_STATUS_TONES: Readonly<Record<BookingStatus, BadgeTone>> = {
  pending: "yellow",
  confirmed: "green",
  paid: "green",
  completed: "blue",
  cancelled: "red",
};

export function bookingStatusTone(status: string): BadgeTone {
  const key = status.toLowerCase();
  return isBookingStatus(key) ? CUSTOMER_BOOKING_STATUS_TONES[key] : "grey";
}

/** The badge classes for a status; prefer `<BookingStatusBadge>` in new code. */
export function statusClass(status: string): string {
  return BADGE_TONE_CLASSES[bookingStatusTone(status)];
}

export function statusLabel(status: string): string {
  const key = status.toLowerCase();
  if (isBookingStatus(key)) return BOOKING_STATUS_INFO[key].label;
  return status.charAt(0).toUpperCase() + status.slice(1);
}

export const BOOKING_TYPE_LABELS: Record<string, string> = {
  point_to_point: "Point to Point",
  hourly: "Hourly",
};

/** A booking's ride type in words (an unknown type shows as stored). */
export function rideTypeLabel(bookingType: string): string {
  return BOOKING_TYPE_LABELS[bookingType] ?? bookingType;
}

/**
 * A booking the customer made but has not paid yet (the payment page was left, or a phone
 * booking came with a link to pay): My Bookings offers to finish it. The payment page checks
 * the owner and computes the amount on the server.
 */
export function awaitsPayment(booking: {
  status: string;
  payment_status: string;
  tab: string;
}): boolean {
  return (
    booking.status === "pending" &&
    booking.payment_status === "unpaid" &&
    booking.tab === "upcoming"
  );
}

export function completePaymentHref(bookingId: number): string {
  return `/payment?booking_id=${bookingId}`;
}

/** A class's name ("First Class"), or the stored value for one the site no longer offers. */
export function serviceName(serviceType: string): string {
  return isServiceType(serviceType) ? getServiceClass(serviceType).name : serviceType;
}

/** Which leg of a return trip a booking is (OUT or RETURN); null for a one-way ride. */
export function legLabel(booking: {
  leg?: "OUT" | "RETURN" | null;
  is_return_booking?: number;
  return_booking_id?: number | null;
}): "OUT" | "RETURN" | null {
  // The server names the leg; the links decide it for a view that lacks the field.
  if (booking.leg) return booking.leg;
  if (booking.is_return_booking === 1) return "RETURN";
  return booking.return_booking_id ? "OUT" : null;
}
