"use client";

import { Dialog, DialogContent } from "@/components/ui/dialog";
import type { BookingTab } from "@/lib/booking-events";
import { BookingForm } from "./booking-form";

export function BookingDialog({
  tab,
  open,
  onOpenChange,
  opener,
}: {
  tab: BookingTab;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The control that opened the popup (it is opened by an event, not a DialogTrigger). */
  opener: HTMLElement | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Book a ride"
        description="Choose your ride and see exact prices."
        hideDescription
        size="lg"
        surface="muted"
        className="p-5"
        onCloseAutoFocus={(event) => {
          // Escape or Close returns to the button that opened the popup, if it is still there
          // (the phone menu's button closes with its menu; then the page's default applies).
          if (!opener?.isConnected) return;
          event.preventDefault();
          opener.focus();
        }}
      >
        {/* The key resets the form's tab whenever the popup is opened on another tab. */}
        <BookingForm
          key={tab}
          initialTab={tab}
          listenForOpenEvent
          onSubmitted={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
