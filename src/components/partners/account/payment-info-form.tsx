"use client";

import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { applyFieldErrors } from "@/components/ui/form-errors";
import { FormRadioGroup } from "@/components/ui/form-radio-group";
import { lazySchemaResolver } from "@/components/ui/lazy-resolver";
import { TextField } from "@/components/ui/text-field";
import { TitledSection } from "@/components/ui/titled-section";
import { api } from "@/lib/api-client";
import type { paymentInfoSchema, PaymentInfoView } from "@/lib/validations/partner-payment";
import { fieldBinder } from "@/components/ui/use-field-binder";

type PaymentForm = z.input<typeof paymentInfoSchema>;

const FIELDS = [
  "account_holder",
  "sort_code",
  "account_number",
  "iban",
  "payout_schedule",
] as const;

const resolver = lazySchemaResolver<PaymentForm>(async () => {
  return (await import("@/lib/validations/partner-payment")).paymentInfoSchema;
});

function blankFor(saved: PaymentInfoView | null): PaymentForm {
  return {
    kind: saved?.kind ?? "uk",
    account_holder: saved?.account_holder ?? "",
    sort_code: "",
    account_number: "",
    payout_schedule: saved?.payout_schedule ?? "weekly",
  } as PaymentForm;
}

/** Payment Information: the saved account is only ever shown masked; entering one replaces it. */
export function PaymentInfoForm({ initial }: { initial: PaymentInfoView | null }) {
  const [saved, setSaved] = useState(initial);
  // The fields of the account type not chosen leave the values, so the strict schema sees
  // exactly one kind of account.
  const { register, handleSubmit, formState, control, setValue, setError } = useForm<PaymentForm>({
    resolver,
    defaultValues: blankFor(initial),
    shouldUnregister: true,
  });
  const kind = useWatch({ control, name: "kind" });
  const field = fieldBinder<PaymentForm>({ register, formState });

  const submit = handleSubmit(async (values) => {
    const result = await api.put<PaymentInfoView>("/api/partner/account/payment", {
      json: values,
    });
    if (!result.ok) {
      applyFieldErrors(setError, result.fieldErrors, FIELDS);
      toast.error(result.message);
      return;
    }
    toast.success(result.message);
    setSaved(result.data);
    // Only the masked account is shown again: the numbers typed are cleared.
    if (values.kind === "uk") {
      setValue("sort_code", "");
      setValue("account_number", "");
    } else setValue("iban", "");
  });

  return (
    <TitledSection
      id="payment-heading"
      title="Payment Information"
      className="p-6"
      titleClassName="mb-2"
    >
      <p className="mb-4 text-sm text-neutral-800" data-testid="saved-account">
        {saved
          ? `Bank account: ${saved.masked} · Paid ${saved.payout_schedule}`
          : "No bank account saved yet."}
      </p>
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormRadioGroup
          control={control}
          name="kind"
          label="Account type"
          options={[
            { value: "uk", label: "UK sort code and account number" },
            { value: "iban", label: "IBAN" },
          ]}
        />
        <TextField label="Account holder" autoComplete="name" {...field("account_holder")} />
        {kind === "uk" ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Sort code"
              inputMode="numeric"
              placeholder="12-34-56"
              {...field("sort_code")}
            />
            <TextField label="Account number" inputMode="numeric" {...field("account_number")} />
          </div>
        ) : (
          <TextField label="IBAN" {...field("iban")} />
        )}
        <FormRadioGroup
          control={control}
          name="payout_schedule"
          label="Payout schedule"
          options={[
            { value: "weekly", label: "Weekly (Thursday)" },
            { value: "monthly", label: "Monthly (first Thursday, for the month before)" },
          ]}
        />
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? "Saving..." : "Save Payment Information"}
        </Button>
      </form>
    </TitledSection>
  );
}
