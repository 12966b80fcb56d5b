import { BOOKING_STATUS_INFO, type BookingStatus } from "@/lib/booking-status";
import { SERVICE_CLASSES, type ServiceType } from "@/lib/service-classes";

/** Amounts in pounds everywhere in the console (the product prices in pounds). */
export { formatPounds } from "@/lib/money";

export function serviceLabel(serviceType: string): string {
  return SERVICE_CLASSES[serviceType as ServiceType]?.name ?? serviceType.replaceAll("_", " ");
}

/** The spec prefers the account holder's `user_*` fields over the plain ones when given. */
export function customerName(booking: {
  first_name?: string;
  last_name?: string;
  user_first_name?: string;
  user_last_name?: string;
}): string {
  const first = booking.user_first_name ?? booking.first_name ?? "";
  const last = booking.user_last_name ?? booking.last_name ?? "";
  return `${first} ${last}`.trim() || "N/A";
}

/** A stored title ("ms") as people write it ("Ms."), as the forms offer it. */
export function titleLabel(title: string | null): string | null {
  return title ? `${title.charAt(0).toUpperCase()}${title.slice(1)}.` : null;
}

export function guestName(booking: {
  is_self_booking: number;
  guest_title: string | null;
  guest_first_name: string | null;
  guest_last_name: string | null;
}): string | null {
  if (booking.is_self_booking) return null;
  const name = [titleLabel(booking.guest_title), booking.guest_first_name, booking.guest_last_name]
    .filter(Boolean)
    .join(" ");
  return name || null;
}

export function pickupWhen(booking: { booking_date: string; booking_time: string }): string {
  return `${booking.booking_date} ${booking.booking_time.slice(0, 5)}`;
}

export function statusInfo(status: string) {
  return BOOKING_STATUS_INFO[status as BookingStatus] ?? { label: status, tone: "grey" as const };
}

export const COUNTRY_LABELS: Record<string, string> = {
  uk: "United Kingdom",
  canada: "Canada",
  america: "United States",
};
