"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { PartnerContactInput } from "@/lib/validations/partner-registration";
import { Button } from "@/components/ui/button";
import { FormPhoneField } from "@/components/ui/form-phone-field";
import { FormTextFields, type FormTextSpec } from "@/components/ui/form-text-field";
import { readRegistration, saveRegistration } from "./registration-storage";
import { partnerStepResolver } from "./step-resolver";

const EMPTY: PartnerContactInput = {
  contactPersonName: "",
  contactPersonEmail: "",
  contactPersonPhone: "",
};

const FIELDS: FormTextSpec<PartnerContactInput>[] = [
  { name: "contactPersonName", label: "Contact person name", autoComplete: "name" },
  { name: "contactPersonEmail", label: "Contact email", type: "email", autoComplete: "email" },
];

const resolver = partnerStepResolver<PartnerContactInput>((s) => s.partnerContactSchema);

/** Step 1: the contact person. Continue stores the answers and goes to the company step. */
export function ContactStepForm() {
  const router = useRouter();
  const { register, handleSubmit, formState, control, reset, getValues } =
    useForm<PartnerContactInput>({ resolver, defaultValues: EMPTY });
  const { errors, isSubmitting } = formState;
  // Coming back from step 2 shows what was typed before.
  useEffect(() => {
    const saved = readRegistration().contact;
    if (saved) reset(saved);
  }, [reset]);

  // What was typed is kept (not the normalised values), so going back shows the same text.
  const onSubmit = handleSubmit(() => {
    saveRegistration({ contact: getValues() });
    router.push("/partner-company-details");
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Contact details">
      <FormTextFields fields={FIELDS} register={register} errors={errors} />
      <FormPhoneField
        control={control}
        name="contactPersonPhone"
        id="contactPersonPhone"
        label="Contact phone number"
        autoComplete="tel-national"
      />
      <Button type="submit" disabled={isSubmitting} className="justify-self-start">
        Continue
      </Button>
    </form>
  );
}
