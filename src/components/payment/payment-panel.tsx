"use client";

import { penceToPounds } from "@/lib/money";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { requestClientSecret } from "./payment-client";
import type { CardFormProps } from "./card-form-props";
import { TestCardForm } from "./test-card-form";

const StripeElementsForm = dynamic(() => import("./stripe-elements-form"), {
  ssr: false,
  loading: () => <p className="min-h-96 text-sm text-neutral-700">Loading secure card form...</p>,
});

export interface PaymentPanelProps {
  bookingId: number;
  totalPence: number;
  provider: "stripe" | "test";
  publishableKey: string | null;
}

/**
 * Creates the PaymentIntent for the booking (the server checks the amount), then shows Stripe's
 * Payment Element. The built-in test card form is in the server's HTML at once (the page's first
 * paint), its Pay button waiting for the intent. Success goes to the thank-you page.
 */
// Sonner's rich error and success colours fall below WCAG AA contrast, so these toasts use the plain style.
export function PaymentPanel({
  bookingId,
  totalPence,
  provider,
  publishableKey,
}: PaymentPanelProps) {
  const router = useRouter();
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [initError, setInitError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    requestClientSecret(bookingId, penceToPounds(totalPence))
      .then((secret) => active && setClientSecret(secret))
      .catch((error: unknown) => {
        if (!active) return;
        const message =
          error instanceof Error && error.message
            ? error.message
            : "Failed to create payment intent";
        setInitError(message);
        toast.error("Failed to initialize payment", { description: message, richColors: false });
      });
    return () => {
      active = false;
    };
  }, [bookingId, totalPence]);

  const onSuccess = () => {
    toast.success("Payment processed successfully!", { richColors: false });
    router.replace(`/thank-you?booking_id=${bookingId}`);
  };
  const onError = (message: string) =>
    toast.error(message || "An error occurred during payment processing.", { richColors: false });
  const outcome: CardFormProps = { totalPence, onSuccess, onError };

  if (initError) {
    return (
      <div className="grid gap-3">
        <Alert tone="error">Failed to initialize payment: {initError}</Alert>
        <Button variant="outline" className="justify-self-start" onClick={() => router.back()}>
          Go back
        </Button>
      </div>
    );
  }
  if (provider === "stripe" && publishableKey) {
    // Stripe's Payment Element needs the intent; its room is kept meanwhile, so nothing jumps.
    if (!clientSecret) return <p className="min-h-96 text-sm text-neutral-700">Loading...</p>;
    return (
      <StripeElementsForm
        publishableKey={publishableKey}
        clientSecret={clientSecret}
        bookingId={bookingId}
        {...outcome}
      />
    );
  }
  return <TestCardForm clientSecret={clientSecret} {...outcome} />;
}
