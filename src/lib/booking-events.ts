/** The window event that opens the booking popup on a tab (spec: `openBookingForm`). */
export const OPEN_BOOKING_FORM_EVENT = "openBookingForm";
export type BookingTab = "point_to_point" | "hourly";

export function openBookingForm(tab: BookingTab = "point_to_point"): void {
  window.dispatchEvent(
    new CustomEvent<{ tab: BookingTab }>(OPEN_BOOKING_FORM_EVENT, { detail: { tab } }),
  );
}
