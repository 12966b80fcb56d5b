"use client";

import { useId, useState, type FormEvent } from "react";
import { testCardPaymentSchema } from "@/lib/validations/payment";
import { confirmTestCard } from "./payment-client";

const cardFieldsSchema = testCardPaymentSchema.omit({ client_secret: true });
type Field = "card_number" | "expiry" | "cvc";

/** Groups digits in fours as people read card numbers. */
function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * The built-in test provider's card form (no Stripe keys). It says plainly that nothing is
 * charged, and its outcome comes from the server, which runs the same path as a Stripe webhook.
 */
export function TestCardForm({
  clientSecret,
  onSuccess,
  onError,
}: {
  clientSecret: string;
  onSuccess: () => void;
  onError: (message: string) => void;
}) {
  const id = useId();
  const [values, setValues] = useState({ card_number: "", expiry: "", cvc: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = cardFieldsSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const result = await confirmTestCard({
        clientSecret,
        cardNumber: values.card_number,
        expiry: values.expiry,
        cvc: values.cvc,
      });
      if (result.ok) {
        onSuccess();
        return;
      }
      setFailure(result.message);
      onError(result.message);
    } catch {
      setFailure("An unexpected error occurred. Please try again.");
      onError("An unexpected error occurred. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  const field = (
    name: Field,
    label: string,
    props: {
      autoComplete: string;
      placeholder: string;
      format: (v: string) => string;
      maxLength: number;
    },
  ) => (
    <div className="grid gap-1">
      <label htmlFor={`${id}-${name}`} className="text-sm font-medium text-neutral-800">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        inputMode="numeric"
        autoComplete={props.autoComplete}
        placeholder={props.placeholder}
        maxLength={props.maxLength}
        value={values[name]}
        onChange={(e) => setValues((v) => ({ ...v, [name]: props.format(e.target.value) }))}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        className="rounded-md border border-neutral-500 px-3 py-2 text-base focus:outline-none focus:ring-2 focus:ring-brand-gold-500"
      />
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="text-sm text-red-700">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Card details">
      <div
        role="note"
        className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
      >
        <p className="font-semibold">Test mode: no real card is charged.</p>
        <p>
          Use 4242 4242 4242 4242 to pay, 4000 0000 0000 0002 for a declined card or 4000 0000 0000
          9995 for insufficient funds, with any future expiry date and any CVC.
        </p>
      </div>
      {field("card_number", "Card number", {
        autoComplete: "cc-number",
        placeholder: "1234 1234 1234 1234",
        format: formatCardNumber,
        maxLength: 23,
      })}
      <div className="grid grid-cols-2 gap-4">
        {field("expiry", "Expiry date (MM/YY)", {
          autoComplete: "cc-exp",
          placeholder: "MM/YY",
          format: formatExpiry,
          maxLength: 5,
        })}
        {field("cvc", "CVC", {
          autoComplete: "cc-csc",
          placeholder: "123",
          format: (v) => v.replace(/\D/g, "").slice(0, 4),
          maxLength: 4,
        })}
      </div>
      {failure ? (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800"
        >
          {failure}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        className="rounded-md bg-brand-black px-4 py-3 font-semibold text-white hover:bg-brand-ink disabled:opacity-60"
      >
        {busy ? "Processing..." : "Pay Now"}
      </button>
    </form>
  );
}
