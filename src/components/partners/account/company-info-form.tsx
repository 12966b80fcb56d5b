"use client";

import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { applyFieldErrors } from "@/components/ui/form-errors";
import { lazySchemaResolver } from "@/components/ui/lazy-resolver";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { api } from "@/lib/api-client";
import type {
  PartnerAccountView,
  PartnerCompanyInfoInput,
} from "@/lib/validations/partner-account";
import { AccountSection } from "./account-section";

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
const KEYS = FIELDS.map(({ key }) => key);

/** The form's text per field: the saved values, blanks for what is not set. */
function toForm(company: Company): Record<Key, string> {
  return Object.fromEntries(FIELDS.map(({ key }) => [key, company[key] ?? ""])) as Record<
    Key,
    string
  >;
}

const resolver = lazySchemaResolver<PartnerCompanyInfoInput>(async () => {
  return (await import("@/lib/validations/partner-account")).partnerCompanyInfoSchema;
});

/** Company Information: the spec's fields plus the VAT number, saved with Save Changes. */
export function CompanyInfoForm({ initial }: { initial: Company }) {
  const { register, handleSubmit, formState, reset, setError } = useForm<PartnerCompanyInfoInput>({
    resolver,
    defaultValues: toForm(initial),
  });

  const save = handleSubmit(async (values) => {
    const result = await api.put<PartnerAccountView>("/api/partner/account/company", {
      json: values,
    });
    if (!result.ok) {
      applyFieldErrors(setError, result.fieldErrors, KEYS);
      toast.error(result.message);
      return;
    }
    reset(toForm(result.data.company));
    toast.success(result.message);
  });

  return (
    <AccountSection id="company-heading" title="Company Information">
      <form noValidate onSubmit={save} className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ key, label, autoComplete, wide, hint }) => (
          <TextField
            key={key}
            label={label}
            error={formState.errors[key]?.message}
            autoComplete={autoComplete}
            hint={hint}
            className={wide ? "sm:col-span-2" : undefined}
            {...register(key)}
          />
        ))}
        <Button type="submit" disabled={formState.isSubmitting} className="justify-self-start">
          {formState.isSubmitting ? "Saving..." : "Save Changes"}
        </Button>
      </form>
    </AccountSection>
  );
}
