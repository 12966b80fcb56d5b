"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import {
  PARTNER_MESSAGES,
  partnerCompanySchema,
  type PartnerCompanyInput,
} from "@/lib/validations/partner-registration";
import { Button, buttonClass } from "@/components/ui/button";
import { PhoneField } from "@/components/ui/phone-field";
import { TextField } from "@/components/ui/text-field";
import { readRegistration, saveRegistration } from "./registration-storage";

const EMPTY: PartnerCompanyInput = {
  companyName: "",
  companyPhone: "",
  companyAddress: "",
  companyRegistration: "",
};

/** Step 2: the company. Without step 1's answers it sends the visitor back to the start. */
export function CompanyStepForm() {
  const router = useRouter();
  const { register, handleSubmit, formState, control, reset, getValues } =
    useForm<PartnerCompanyInput>({
      resolver: zodResolver(partnerCompanySchema),
      defaultValues: EMPTY,
    });
  const { errors, isSubmitting } = formState;
  useEffect(() => {
    const saved = readRegistration();
    if (!saved.contact) {
      toast.error(PARTNER_MESSAGES.startOver);
      router.replace("/partner-registration");
      return;
    }
    if (saved.company) reset(saved.company);
  }, [reset, router]);

  const onSubmit = handleSubmit(() => {
    saveRegistration({ company: getValues() });
    router.push("/partner-signup");
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Company details">
      <TextField
        id="companyName"
        label="Company name"
        autoComplete="organization"
        error={errors.companyName?.message}
        {...register("companyName")}
      />
      <Controller
        control={control}
        name="companyPhone"
        render={({ field, fieldState }) => (
          <PhoneField
            id="companyPhone"
            label="Company phone number"
            codeLabel="Company phone calling code"
            autoComplete="tel-national"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextField
        id="companyAddress"
        label="Company address"
        autoComplete="street-address"
        error={errors.companyAddress?.message}
        {...register("companyAddress")}
      />
      <TextField
        id="companyRegistration"
        label="Company registration number"
        error={errors.companyRegistration?.message}
        {...register("companyRegistration")}
      />
      <div className="flex flex-wrap gap-3">
        <Link href="/partner-registration" className={buttonClass({ variant: "outline" })}>
          Back
        </Link>
        <Button type="submit" disabled={isSubmitting}>
          Continue
        </Button>
      </div>
    </form>
  );
}
