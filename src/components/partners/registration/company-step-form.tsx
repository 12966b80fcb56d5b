"use client";

import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import type { PartnerCompanyInput } from "@/lib/validations/partner-registration";
import { FormPhoneField } from "@/components/ui/form-phone-field";
import { FormTextFields, type FormTextSpec } from "@/components/ui/form-text-field";
import { saveRegistration } from "./registration-storage";
import { StepActions } from "./step-actions";
import { partnerStepResolver } from "./step-resolver";
import { useEarlierSteps } from "./use-earlier-steps";

const EMPTY: PartnerCompanyInput = {
  companyName: "",
  companyPhone: "",
  companyAddress: "",
  companyRegistration: "",
};

const NAME: FormTextSpec<PartnerCompanyInput>[] = [
  { name: "companyName", label: "Company name", autoComplete: "organization" },
];
const AFTER_PHONE: FormTextSpec<PartnerCompanyInput>[] = [
  { name: "companyAddress", label: "Company address", autoComplete: "street-address" },
  { name: "companyRegistration", label: "Company registration number" },
];
const NEEDED = ["contact"] as const;

const resolver = partnerStepResolver<PartnerCompanyInput>((s) => s.partnerCompanySchema);

/** Step 2: the company. Without step 1's answers it sends the visitor back to the start. */
export function CompanyStepForm() {
  const router = useRouter();
  const { register, handleSubmit, formState, control, reset, getValues } =
    useForm<PartnerCompanyInput>({ resolver, defaultValues: EMPTY });
  const { errors, isSubmitting } = formState;
  useEarlierSteps(NEEDED, (saved) => {
    if (saved.company) reset(saved.company);
  });

  const onSubmit = handleSubmit(() => {
    saveRegistration({ company: getValues() });
    router.push("/partner-signup");
  });

  const shared = { register, errors };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Company details">
      <FormTextFields fields={NAME} {...shared} />
      <FormPhoneField
        control={control}
        name="companyPhone"
        id="companyPhone"
        label="Company phone number"
        codeLabel="Company phone calling code"
        autoComplete="tel-national"
      />
      <FormTextFields fields={AFTER_PHONE} {...shared} />
      <StepActions back="/partner-registration" busy={isSubmitting}>
        Continue
      </StepActions>
    </form>
  );
}
