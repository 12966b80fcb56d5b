"use client";

import { TextField } from "@/components/ui/text-field";
import { useFieldBinder } from "@/components/ui/use-field-binder";
import type { SettingsFormValues } from "./settings-form";

/**
 * Settings' Billing tab: the operator's VAT registration. With a number, prices are VAT-inclusive
 * and every receipt shows the VAT in them at this rate; without one, receipts say none is charged.
 */
export function BillingSettings() {
  const field = useFieldBinder<SettingsFormValues>();
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <TextField
        label="VAT registration number"
        autoComplete="off"
        maxLength={20}
        hint="For example GB123456789. Leave empty when not VAT registered: receipts then say no VAT is charged."
        {...field("billing.vat_registration_number")}
      />
      <TextField
        label="VAT rate (%)"
        type="number"
        inputMode="decimal"
        min={0}
        max={100}
        step={0.1}
        hint="Prices include VAT at this rate while a VAT number is set (20% in the UK)."
        {...field("billing.vat_rate_percent", { valueAsNumber: true })}
      />
    </div>
  );
}
