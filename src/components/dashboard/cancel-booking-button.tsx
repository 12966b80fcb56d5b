"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { canCancelFree, pickupInstant } from "@/lib/time-rules";

export interface CancellableBooking {
  booking_id: number;
  booking_date: string;
  booking_time: string;
  pickup_time_zone: string;
  status: string;
  payment_status: string;
}

function isFreeCancellation(booking: CancellableBooking, now: Date): boolean {
  try {
    return canCancelFree(
      pickupInstant(booking.booking_date, booking.booking_time, booking.pickup_time_zone),
      now,
    );
  } catch {
    return false;
  }
}

/** The dialog's body; mounted only while the dialog is open, so the router is needed only then. */
function CancelConfirmation({
  booking,
  onDone,
}: {
  booking: CancellableBooking;
  onDone: () => void;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const free = isFreeCancellation(booking, new Date());
  const paid = booking.payment_status === "paid";
  const consequence = !paid
    ? "The booking will be cancelled."
    : free
      ? "Your payment will be refunded in full."
      : "It is less than 1 hour before pickup, so the booking will be cancelled without a refund.";

  async function confirm() {
    setBusy(true);
    try {
      const response = await fetch(`/api/bookings/${booking.booking_id}/cancel`, {
        method: "POST",
        credentials: "include",
        headers: { "x-requested-with": "XMLHttpRequest" },
      });
      const body = (await response.json().catch(() => ({}))) as {
        success?: boolean;
        message?: string;
      };
      if (!response.ok || body.success === false) {
        toast.error(body.message ?? "Failed to cancel booking. Please try again.", {
          richColors: false,
        });
        return;
      }
      toast.success(body.message ?? "Booking cancelled.", { richColors: false });
      onDone();
      router.refresh();
    } catch {
      toast.error("Failed to cancel booking. Please try again.", { richColors: false });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Dialog.Title className="text-lg font-semibold text-neutral-900">
        Cancel this booking?
      </Dialog.Title>
      <Dialog.Description className="mt-2 text-sm text-neutral-800">
        Booking #{booking.booking_id}: {consequence} Free cancellation is available up to 1 hour
        before pickup.
      </Dialog.Description>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Dialog.Close className="rounded-md border border-neutral-400 px-4 py-2 text-sm font-medium text-neutral-900">
          Keep booking
        </Dialog.Close>
        <button
          type="button"
          onClick={confirm}
          disabled={busy}
          className="rounded-md bg-red-800 px-4 py-2 text-sm font-semibold text-white hover:bg-red-900 disabled:opacity-60"
        >
          {busy ? "Cancelling..." : "Yes, cancel booking"}
        </button>
      </div>
    </>
  );
}

/**
 * 'Cancel booking' with a confirmation dialog that says whether the payment will be refunded
 * (free up to 1 hour before pickup). The server decides again; its message is what is shown.
 */
export function CancelBookingButton({
  booking,
  onCancelled,
}: {
  booking: CancellableBooking;
  onCancelled?: () => void;
}) {
  const [open, setOpen] = useState(false);
  if (booking.status === "cancelled" || booking.status === "completed") return null;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="mt-6 rounded-md border border-red-700 px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50">
        Cancel booking
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/50" />
        <Dialog.Content
          role="alertdialog"
          className="fixed left-1/2 top-1/2 z-[60] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
        >
          <CancelConfirmation
            booking={booking}
            onDone={() => {
              setOpen(false);
              onCancelled?.();
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
