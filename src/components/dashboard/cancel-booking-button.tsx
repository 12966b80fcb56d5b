"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api-client";
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
    const result = await api.post<unknown>(`/api/bookings/${booking.booking_id}/cancel`, {
      fallbackMessage: "Failed to cancel booking. Please try again.",
    });
    setBusy(false);
    if (!result.ok) {
      toast.error(result.message, { richColors: false });
      return;
    }
    toast.success(result.message || "Booking cancelled.", { richColors: false });
    onDone();
    router.refresh();
  }

  return (
    <AlertDialogContent
      title="Cancel this booking?"
      description={`Booking #${booking.booking_id}: ${consequence} Free cancellation is available up to 1 hour before pickup.`}
    >
      <AlertDialogCancel>Keep booking</AlertDialogCancel>
      {/* A Button, not AlertDialogAction: the dialog stays open until the server has answered. */}
      <Button variant="danger" onClick={confirm} disabled={busy}>
        {busy ? "Cancelling..." : "Yes, cancel booking"}
      </Button>
    </AlertDialogContent>
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
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="danger-outline" className="mt-6">
          Cancel booking
        </Button>
      </AlertDialogTrigger>
      {open && (
        <CancelConfirmation
          booking={booking}
          onDone={() => {
            setOpen(false);
            onCancelled?.();
          }}
        />
      )}
    </AlertDialog>
  );
}
