"use client";

import { openBookingForm, type BookingTab } from "@/lib/booking-events";

export function BookNowButton({ tab, service }: { tab: BookingTab; service: string }) {
  return (
    <button
      type="button"
      onClick={() => openBookingForm(tab)}
      className="rounded-md bg-brand-black px-4 py-2 text-sm font-semibold text-white hover:bg-brand-ink"
    >
      Book Now <span className="sr-only">: {service}</span>
    </button>
  );
}
