"use client";

import dynamic from "next/dynamic";
import { useState, type FormEvent } from "react";
import { TestCardForm } from "@/components/payment/test-card-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { RadioGroup } from "@/components/ui/radio-group";
import { TextField } from "@/components/ui/text-field";
import { api, type ApiFieldErrors } from "@/lib/api-client";
import { formatPence } from "@/lib/money";
import { TIP_CAP_PENCE } from "@/lib/ratings/tips";

const StripeElementsForm = dynamic(() => import("@/components/payment/stripe-elements-form"), {
  ssr: false,
  loading: () => <p className="text-sm text-neutral-700">Loading secure card form...</p>,
});

const CUSTOM = "custom";

/** "12.50" → 1250; anything else (more than two decimals, letters) → null. */
function poundsInputToPence(text: string): number | null {
  const match = /^\s*£?\s*(\d{1,4})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

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
  const [choice, setChoice] = useState("");
  const [custom, setCustom] = useState("");
  const [errors, setErrors] = useState<ApiFieldErrors>({});
  const [intent, setIntent] = useState<{ secret: string; pence: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const options = [
    ...presets.map((preset) => ({
      value: String(preset.pence),
      label: `${preset.percent}% (${formatPence(preset.pence)})`,
    })),
    { value: CUSTOM, label: "Another amount" },
  ];

  const start = async (event: FormEvent) => {
    event.preventDefault();
    const pence = choice === CUSTOM ? poundsInputToPence(custom) : Number(choice) || null;
    if (!choice) return setErrors({ choice: "Choose a tip" });
    if (pence === null) return setErrors({ amount_pence: "Enter an amount in pounds, e.g. 12.50" });
    setBusy(true);
    setFailure(null);
    const answer = await api.post(`/api/bookings/${bookingId}/tip`, {
      json: { amount_pence: pence, ...(assignmentId ? { assignment_id: assignmentId } : {}) },
      fallbackMessage: "The tip could not be started. Please try again.",
    });
    setBusy(false);
    const secret = answer.ok ? answer.envelope.clientSecret : null;
    if (answer.ok && typeof secret === "string") {
      setErrors({});
      setIntent({ secret, pence });
      return;
    }
    setErrors(answer.ok ? {} : answer.fieldErrors);
    setFailure(answer.message);
  };

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

  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={(event) => void start(event)}>
      {failure && <Alert tone="error">{failure}</Alert>}
      <RadioGroup
        label="Tip amount"
        options={options}
        value={choice}
        onValueChange={setChoice}
        orientation="horizontal"
        error={errors.choice}
      />
      {choice === CUSTOM && (
        <TextField
          label="Amount in pounds"
          inputMode="decimal"
          value={custom}
          onChange={(event) => setCustom(event.target.value)}
          hint={`Up to ${formatPence(TIP_CAP_PENCE)}`}
          error={errors.amount_pence}
        />
      )}
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? "Preparing…" : "Continue to card"}
      </Button>
    </form>
  );
}
