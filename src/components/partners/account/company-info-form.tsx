"use client";

import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { api } from "@/lib/api-client";
import {
  partnerCompanyInfoSchema,
  type PartnerAccountView,
} from "@/lib/validations/partner-account";
import { AccountSection } from "./account-section";
import { fieldErrorsOf } from "./field-errors";

type Company = PartnerAccountView["company"];
type Key = keyof Company;

const FIELDS: { key: Key; label: string; autoComplete?: string; wide?: boolean; hint?: string }[] =
  [
    { key: "company_name", label: "Company name", autoComplete: "organization", wide: true },
    { key: "company_address", label: "Address", autoComplete: "street-address", wide: true },
    { key: "company_city", label: "City", autoComplete: "address-level2" },
    { key: "company_state", label: "State / County", autoComplete: "address-level1" },
    { key: "company_zip", label: "ZIP / Postcode", autoComplete: "postal-code" },
    { key: "company_website", label: "Website", autoComplete: "url" },
    {
      key: "vat_number",
      label: "VAT number",
      wide: true,
      hint: "With a VAT number your payout statements are self-billed VAT invoices.",
    },
  ];

/** The form's text per field: the saved values, blanks for what is not set. */
function toForm(company: Company): Record<Key, string> {
  return Object.fromEntries(FIELDS.map(({ key }) => [key, company[key] ?? ""])) as Record<
    Key,
    string
  >;
}

/** Company Information: the spec's fields plus the VAT number, saved with Save Changes. */
export function CompanyInfoForm({ initial }: { initial: Company }) {
  const [values, setValues] = useState(() => toForm(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = partnerCompanyInfoSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    setBusy(true);
    const result = await api.put<PartnerAccountView>("/api/partner/account/company", {
      json: values,
    });
    setBusy(false);
    if (!result.ok) {
      setErrors({ ...result.fieldErrors });
      toast.error(result.message);
      return;
    }
    setValues(toForm(result.data.company));
    toast.success(result.message);
  }

  return (
    <AccountSection id="company-heading" title="Company Information">
      <form noValidate onSubmit={save} className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ key, label, autoComplete, wide, hint }) => (
          <TextField
            key={key}
            label={label}
            value={values[key]}
            onChange={(e) => setValues((current) => ({ ...current, [key]: e.target.value }))}
            error={errors[key]}
            autoComplete={autoComplete}
            hint={hint}
            className={wide ? "sm:col-span-2" : undefined}
          />
        ))}
        <Button type="submit" disabled={busy} className="justify-self-start">
          {busy ? "Saving..." : "Save Changes"}
        </Button>
      </form>
    </AccountSection>
  );
}
