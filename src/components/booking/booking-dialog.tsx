"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { BookingTab } from "@/lib/booking-events";
import { BookingForm } from "./booking-form";

export function BookingDialog({
  tab,
  open,
  onOpenChange,
}: {
  tab: BookingTab;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-auto rounded-lg bg-neutral-100 p-5 shadow-xl">
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-xl font-semibold text-neutral-900">
              Book a ride
            </Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              className="rounded p-1 text-neutral-700 hover:bg-neutral-200"
            >
              <X aria-hidden className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            Choose your ride and see exact prices.
          </Dialog.Description>
          {/* The key resets the form's tab whenever the popup is opened on another tab. */}
          <BookingForm
            key={tab}
            initialTab={tab}
            listenForOpenEvent
            onSubmitted={() => onOpenChange(false)}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
