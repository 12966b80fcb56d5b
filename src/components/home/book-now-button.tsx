"use client";

import { Button } from "@/components/ui/button";
import { openBookingForm, type BookingTab } from "@/lib/booking-events";

export function BookNowButton({ tab, service }: { tab: BookingTab; service: string }) {
  return (
    <Button size="sm" onClick={() => openBookingForm(tab)}>
      Book Now <span className="sr-only">: {service}</span>
    </Button>
  );
}
