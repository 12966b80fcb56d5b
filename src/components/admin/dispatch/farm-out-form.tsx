"use client";

import { useForm, type FieldError, type FieldErrors, type Resolver } from "react-hook-form";
import { FormSelect } from "@/components/admin/form-controls";
import { Button } from "@/components/ui/button";
import { applyFieldErrors } from "@/components/ui/form-errors";
import { TextField } from "@/components/ui/text-field";
import type { ApiFieldErrors, ApiResult } from "@/lib/api-client";
import { poundsToPence } from "@/lib/money";
import { farmOutSchema } from "@/lib/validations/farm-out";
import type { PartnerOption } from "./suggestion-types";

const PRICE = /^\d{1,6}(\.\d{1,2})?$/;
const MAX_PAY_PENCE = 10_000_000;

/** The price typed in pounds ("85.50") as pence, or null when it is not a price the API takes. */
export function payPenceFrom(text: string): number | null {
  const trimmed = text.trim().replace(/^£/, "");
  if (!PRICE.test(trimmed)) return null;
  const pence = poundsToPence(Number(trimmed));
  return pence >= 1 && pence <= MAX_PAY_PENCE ? pence : null;
}

/** The form's fields as typed: the partner chosen and the price in pounds. */
interface FarmOutValues {
  partner: string;
  price: string;
}

const FIELDS = ["partner", "price"] as const;
/** The payload's names on the form's fields, for the server's field errors. */
const FIELD_OF: Readonly<Record<string, "partner" | "price">> = {
  partnerId: "partner",
  payPence: "price",
};

function farmOutFieldErrors(errors: ApiFieldErrors): ApiFieldErrors {
  const mapped: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) mapped[FIELD_OF[key] ?? key] ??= message;
  return mapped;
}

/**
 * Both fields' own messages at once, then the payload they make checked with the handler's
 * schema (the board already carries zod, so it is not loaded lazily here).
 */
const resolver: Resolver<FarmOutValues> = async (values) => {
  const errors: Record<string, FieldError> = {};
  if (!values.partner) errors.partner = { type: "required", message: "Choose a partner" };
  const payPence = payPenceFrom(values.price);
  if (payPence === null)
    errors.price = { type: "pattern", message: "Enter a price from £0.01 to £100,000.00" };
  if (!errors.partner && !errors.price) {
    const parsed = farmOutSchema.safeParse({ partnerId: Number(values.partner), payPence });
    for (const issue of parsed.error?.issues ?? []) {
      const field = FIELD_OF[String(issue.path[0])] ?? "partner";
      errors[field] ??= { type: issue.code, message: issue.message };
    }
  }
  if (Object.keys(errors).length === 0) return { values, errors: {} };
  return { values: {}, errors: errors as FieldErrors<FarmOutValues> };
};

/** Offers the job to one Active partner company for a price paid to it (entered in pounds). */
export function FarmOutForm({
  partners,
  busy,
  onFarmOut,
}: {
  partners: PartnerOption[];
  busy: boolean;
  /** Sends the offer; a refusal's field errors come back onto the fields. */
  onFarmOut: (partnerId: number, payPence: number) => Promise<ApiResult<unknown>>;
}) {
  const { control, register, handleSubmit, formState, setError } = useForm<FarmOutValues>({
    resolver,
    defaultValues: { partner: "", price: "" },
  });

  const submit = handleSubmit(async (values) => {
    const result = await onFarmOut(Number(values.partner), payPenceFrom(values.price)!);
    if (!result.ok) applyFieldErrors(setError, farmOutFieldErrors(result.fieldErrors), FIELDS);
  });

  if (partners.length === 0) {
    return <p className="text-sm text-neutral-700">No active partner to farm out to.</p>;
  }
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-wrap items-start gap-3"
    >
      <FormSelect
        control={control}
        name="partner"
        label="Partner"
        options={partners.map((partner) => ({
          value: String(partner.partner_id),
          label: partner.company_name,
        }))}
        placeholder="Choose a partner"
        className="min-w-52"
      />
      <TextField
        label="Price paid to the partner (£)"
        inputMode="decimal"
        autoComplete="off"
        error={formState.errors.price?.message}
        className="w-48"
        {...register("price")}
      />
      <Button
        type="submit"
        variant="outline"
        disabled={busy || formState.isSubmitting}
        className="sm:mt-7"
      >
        Farm out
      </Button>
    </form>
  );
}
