"use client";

import { Button } from "@/components/ui/button";
import { formatPence } from "@/lib/money";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe } from "@stripe/stripe-js";
import { useState, type FormEvent } from "react";
import type { CardFormProps } from "./card-form-props";
import { syncPayment } from "./payment-client";

export interface StripeFormProps extends CardFormProps {
  publishableKey: string;
  clientSecret: string;
  bookingId: number;
}

// Stripe.js is fetched only when this module loads, which happens on the payment page alone.
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string): Promise<Stripe | null> {
  let promise = stripeByKey.get(key);
  if (!promise) {
    promise = loadStripe(key);
    stripeByKey.set(key, promise);
  }
  return promise;
}

function StripePaymentFields({
  bookingId,
  totalPence,
  onSuccess,
  onError,
}: Omit<StripeFormProps, "publishableKey" | "clientSecret">) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    try {
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        // Only used when the card needs a redirect (3-D Secure); otherwise we stay here.
        confirmParams: {
          return_url: `${window.location.origin}/booking-confirmation?booking_id=${bookingId}`,
        },
        redirect: "if_required",
      });
      if (error) {
        onError(error.message ?? "An error occurred during payment processing.");
      } else if (
        paymentIntent &&
        (paymentIntent.status === "succeeded" || paymentIntent.status === "processing")
      ) {
        await syncPayment(bookingId);
        onSuccess();
      } else {
        onError("An error occurred during payment processing.");
      }
    } catch {
      onError("An unexpected error occurred. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Card details">
      <PaymentElement />
      <Button type="submit" size="lg" disabled={busy || !stripe}>
        {busy ? "Processing..." : `Pay ${formatPence(totalPence)}`}
      </Button>
    </form>
  );
}

/** Stripe's Payment Element for the booking's PaymentIntent. */
export default function StripeElementsForm({
  publishableKey,
  clientSecret,
  ...rest
}: StripeFormProps) {
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{ clientSecret, appearance: { theme: "stripe" } }}
    >
      <StripePaymentFields {...rest} />
    </Elements>
  );
}
