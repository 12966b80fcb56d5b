"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { OPEN_BOOKING_FORM_EVENT, type BookingTab } from "@/lib/booking-events";

// The dialog and its form load on the first openBookingForm event, never with the page.
const BookingDialog = dynamic(
  () => import("./booking-dialog").then((module) => module.BookingDialog),
  { ssr: false },
);

/** Mounted once in the layout: opens the "Book a ride" popup on the tab the event names. */
export function BookingDialogHost() {
  const [request, setRequest] = useState<{
    tab: BookingTab;
    open: boolean;
    opener: HTMLElement | null;
  } | null>(null);

  useEffect(() => {
    const onOpen = (event: Event) => {
      const tab =
        (event as CustomEvent<{ tab?: BookingTab }>).detail?.tab === "hourly"
          ? "hourly"
          : "point_to_point";
      // Read before the dialog takes the focus, so closing it can give the focus back.
      const active = document.activeElement;
      setRequest({ tab, open: true, opener: active instanceof HTMLElement ? active : null });
    };
    window.addEventListener(OPEN_BOOKING_FORM_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_BOOKING_FORM_EVENT, onOpen);
  }, []);

  if (!request) return null;
  return (
    <BookingDialog
      tab={request.tab}
      open={request.open}
      opener={request.opener}
      onOpenChange={(open) => setRequest({ ...request, open })}
    />
  );
}
