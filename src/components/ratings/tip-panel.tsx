"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { TestCardForm } from "@/components/payment/test-card-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { applyFieldErrors } from "@/components/ui/form-errors";
import { FormRadioGroup } from "@/components/ui/form-radio-group";
import { TextField } from "@/components/ui/text-field";
import { api } from "@/lib/api-client";
import { formatPence } from "@/lib/money";
import { TIP_CAP_PENCE } from "@/lib/ratings/tips";
import {
  CUSTOM_TIP,
  TIP_FIELDS,
  tipFieldErrors,
  tipPenceOf,
  tipResolver,
  type TipValues,
} from "./tip-amount";

const StripeElementsForm = dynamic(() => import("@/components/payment/stripe-elements-form"), {
  ssr: false,
  loading: () => <p className="text-sm text-neutral-700">Loading secure card form...</p>,
});

/**
 * A tip for the chauffeur by card: 10, 15 or 20% of the ride or an amount of one's own (up to
 * £200). Choosing opens a PaymentIntent for that amount, then the card form of the site's
 * provider (the built-in test cards, or Stripe's Payment Element) takes it.
 */
export function TipPanel({
  bookingId,
  assignmentId,
  presets,
  provider,
  publishableKey,
  onTipped,
}: {
  bookingId: number;
  assignmentId?: number;
  presets: readonly { percent: number; pence: number }[];
  provider: "stripe" | "test";
  publishableKey: string | null;
  onTipped: (pence: number) => void;
}) {
  const { control, register, handleSubmit, formState, setError } = useForm<TipValues>({
    resolver: tipResolver,
    defaultValues: { choice: "", custom: "" },
  });
  const choice = useWatch({ control, name: "choice" });
  // The card step is not a field of this form: it replaces it once the intent exists.
  const [intent, setIntent] = useState<{ secret: string; pence: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const options = [
    ...presets.map((preset) => ({
      value: String(preset.pence),
      label: `${preset.percent}% (${formatPence(preset.pence)})`,
    })),
    { value: CUSTOM_TIP, label: "Another amount" },
  ];

  const start = handleSubmit(async (values) => {
    const pence = tipPenceOf(values)!;
    setFailure(null);
    const answer = await api.post(`/api/bookings/${bookingId}/tip`, {
      json: { amount_pence: pence, ...(assignmentId ? { assignment_id: assignmentId } : {}) },
      fallbackMessage: "The tip could not be started. Please try again.",
    });
    const secret = answer.ok ? answer.envelope.clientSecret : null;
    if (answer.ok && typeof secret === "string") {
      setIntent({ secret, pence });
      return;
    }
    if (!answer.ok)
      applyFieldErrors(setError, tipFieldErrors(answer.fieldErrors, values), TIP_FIELDS);
    setFailure(answer.message);
  });

  if (intent) {
    const onSuccess = () => onTipped(intent.pence);
    const onError = (message: string) => setFailure(message);
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-neutral-800">Tip of {formatPence(intent.pence)} by card.</p>
        {failure && <Alert tone="error">{failure}</Alert>}
        {provider === "stripe" && publishableKey ? (
          <StripeElementsForm
            publishableKey={publishableKey}
            clientSecret={intent.secret}
            bookingId={bookingId}
            totalPence={intent.pence}
            onSuccess={onSuccess}
            onError={onError}
          />
        ) : (
          <TestCardForm
            clientSecret={intent.secret}
            totalPence={intent.pence}
            onSuccess={onSuccess}
            onError={onError}
          />
        )}
        <Button variant="outline" className="self-start" onClick={() => setIntent(null)}>
          Change the amount
        </Button>
      </div>
    );
  }

  const busy = formState.isSubmitting;
  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={(event) => void start(event)}>
      {failure && <Alert tone="error">{failure}</Alert>}
      <FormRadioGroup
        control={control}
        name="choice"
        label="Tip amount"
        options={options}
        orientation="horizontal"
      />
      {choice === CUSTOM_TIP && (
        <TextField
          label="Amount in pounds"
          inputMode="decimal"
          hint={`Up to ${formatPence(TIP_CAP_PENCE)}`}
          error={formState.errors.custom?.message}
          {...register("custom")}
        />
      )}
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? "Preparing…" : "Continue to card"}
      </Button>
    </form>
  );
}
