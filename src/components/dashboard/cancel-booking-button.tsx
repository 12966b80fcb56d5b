"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api-client";
import { formatPence, poundsToPence } from "@/lib/money";

export interface CancellableBooking {
  booking_id: number;
  booking_date: string;
  booking_time: string;
  pickup_time_zone: string;
  status: string;
  payment_status: string;
}

interface CancellationPreview {
  legs: { booking_id: number; booking_reference: string; leg: string; date_time: string }[];
  paid: boolean;
  free: boolean;
  refund_amount: number;
}

type PreviewState =
  | { state: "loading" }
  | { state: "ready"; preview: CancellationPreview }
  | { state: "failed"; message: string };

/** What the server says will happen: the legs (each with its date) and the refund. */
function consequence(preview: CancellationPreview): string {
  if (!preview.paid) return "Nothing was paid, so there is nothing to refund.";
  if (preview.refund_amount > 0)
    return `${formatPence(poundsToPence(preview.refund_amount))} will be refunded to your card.`;
  return "It is less than 1 hour before pickup, so this is not refunded.";
}

/** The dialog's body; mounted only while the dialog is open, so it asks the server only then. */
function CancelConfirmation({
  booking,
  onDone,
}: {
  booking: CancellableBooking;
  onDone: () => void;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<PreviewState>({ state: "loading" });

  useEffect(() => {
    let live = true;
    void api
      .get<CancellationPreview>(`/api/bookings/${booking.booking_id}/cancel`, {
        fallbackMessage: "We could not check this booking. Please try again.",
      })
      .then((result) => {
        if (!live) return;
        setPreview(
          result.ok
            ? { state: "ready", preview: result.data }
            : { state: "failed", message: result.message },
        );
      });
    return () => {
      live = false;
    };
  }, [booking.booking_id]);

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

  const ready = preview.state === "ready" ? preview.preview : null;
  const both = (ready?.legs.length ?? 0) > 1;
  return (
    <AlertDialogContent
      title={both ? "Cancel both rides?" : "Cancel this booking?"}
      description={
        preview.state === "loading"
          ? "Checking what will be cancelled..."
          : preview.state === "failed"
            ? preview.message
            : `${consequence(preview.preview)} Free cancellation is available up to 1 hour before pickup.`
      }
    >
      {ready && (
        <div className="w-full text-sm text-neutral-800">
          <p className="font-medium">This cancels:</p>
          <ul className="mt-1 list-disc pl-5">
            {ready.legs.map((leg) => (
              <li key={leg.booking_id}>
                {leg.leg} — booking {leg.booking_reference}, {leg.date_time}
              </li>
            ))}
          </ul>
          {both && (
            <p className="mt-2 text-neutral-700">
              To keep the outbound ride, cancel only the return leg from its own booking.
            </p>
          )}
        </div>
      )}
      <AlertDialogCancel>Keep booking</AlertDialogCancel>
      {/* A Button, not AlertDialogAction: the dialog stays open until the server has answered. */}
      <Button variant="danger" onClick={confirm} disabled={busy || !ready}>
        {busy ? "Cancelling..." : both ? "Yes, cancel both" : "Yes, cancel booking"}
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
