"use client";

import { useRef, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { formatPence } from "@/lib/money";
import { lazyParsedResolver } from "@/components/ui/lazy-resolver";
import { useTypedBeforeHydration } from "@/components/ui/typed-before-hydration";
import { CardBrands } from "./card-brands";
import type { cardFieldsSchema } from "./card-fields-schema";
import { confirmTestCard } from "./payment-client";
import type { CardFormProps } from "./card-form-props";

type CardFields = z.input<typeof cardFieldsSchema>;

// zod and the schema load on the first validation (the first Pay), not with the payment page.
const resolver = lazyParsedResolver<CardFields, z.output<typeof cardFieldsSchema>>(
  async () => (await import("./card-fields-schema")).cardFieldsSchema,
);
type Field = keyof CardFields;

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

const FIELD_OPTIONS: Record<
  Field,
  {
    label: string;
    autoComplete: string;
    placeholder: string;
    format: (value: string) => string;
    maxLength: number;
  }
> = {
  card_number: {
    label: "Card number",
    autoComplete: "cc-number",
    placeholder: "1234 1234 1234 1234",
    format: formatCardNumber,
    maxLength: 23,
  },
  expiry: {
    label: "Expiry date (MM/YY)",
    autoComplete: "cc-exp",
    placeholder: "MM/YY",
    format: formatExpiry,
    maxLength: 5,
  },
  cvc: {
    label: "CVC",
    autoComplete: "cc-csc",
    placeholder: "123",
    format: (value) => value.replace(/\D/g, "").slice(0, 4),
    maxLength: 4,
  },
};

/**
 * The built-in test provider's card form (no Stripe keys). It says plainly that nothing is
 * charged, and its outcome comes from the server, which runs the same path as a Stripe webhook.
 */
export function TestCardForm({
  clientSecret,
  totalPence,
  onSuccess,
  onError,
}: CardFormProps & {
  /** Null while the PaymentIntent is being created: the form shows, Pay waits. */
  clientSecret: string | null;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef);
  const [failure, setFailure] = useState<string | null>(null);
  // Paid: the button stays disabled while the thank-you page loads, so a second tap cannot pay twice.
  const [paid, setPaid] = useState(false);
  const { control, handleSubmit, formState, getValues } = useForm<
    CardFields,
    unknown,
    z.output<typeof cardFieldsSchema>
  >({
    resolver,
    defaultValues: { card_number: "", expiry: "", cvc: "" },
  });
  const cardNumber = useWatch({ control, name: "card_number" });

  // The typed values go to the server as shown ("4242 4242 ..."); it applies the same schema.
  const submit = handleSubmit(async () => {
    if (!clientSecret) return;
    const values = getValues();
    setFailure(null);
    const result = await confirmTestCard({
      clientSecret,
      cardNumber: values.card_number,
      expiry: values.expiry,
      cvc: values.cvc,
    });
    if (result.ok) {
      setPaid(true);
      onSuccess();
      return;
    }
    setFailure(result.message);
    onError(result.message);
  });

  const field = (name: Field) => {
    const options = FIELD_OPTIONS[name];
    return (
      <Controller
        control={control}
        name={name}
        render={({ field: props, fieldState }) => (
          <TextField
            label={options.label}
            name={name}
            inputMode="numeric"
            autoComplete={options.autoComplete}
            placeholder={options.placeholder}
            maxLength={options.maxLength}
            ref={props.ref}
            value={props.value}
            onBlur={props.onBlur}
            onChange={(event) => props.onChange(options.format(event.target.value))}
            error={fieldState.error?.message}
            className="min-w-0"
          />
        )}
      />
    );
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="grid gap-4"
      aria-label="Card details"
    >
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
      <div className="relative">
        {field("card_number")}
        <div className="absolute right-0 top-0">
          <CardBrands cardNumber={cardNumber} />
        </div>
      </div>
      {/* Two equal columns that may shrink below their inputs' natural width: at 390 px the CVC
          box stays inside the form. */}
      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-4">
        {field("expiry")}
        {field("cvc")}
      </div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <Button
        type="submit"
        size="lg"
        disabled={formState.isSubmitting || paid || !clientSecret}
        aria-describedby={clientSecret ? undefined : "payment-preparing"}
      >
        {formState.isSubmitting || paid ? "Processing..." : `Pay ${formatPence(totalPence)}`}
      </Button>
      {clientSecret ? null : (
        <p id="payment-preparing" role="status" className="text-sm text-neutral-700">
          Preparing your payment…
        </p>
      )}
    </form>
  );
}
