"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import {
  partnerContactSchema,
  type PartnerContactInput,
} from "@/lib/validations/partner-registration";
import { Button } from "@/components/ui/button";
import { PhoneField } from "@/components/ui/phone-field";
import { TextField } from "@/components/ui/text-field";
import { readRegistration, saveRegistration } from "./registration-storage";

const EMPTY: PartnerContactInput = {
  contactPersonName: "",
  contactPersonEmail: "",
  contactPersonPhone: "",
};

/** Step 1: the contact person. Continue stores the answers and goes to the company step. */
export function ContactStepForm() {
  const router = useRouter();
  const { register, handleSubmit, formState, control, reset, getValues } =
    useForm<PartnerContactInput>({
      resolver: zodResolver(partnerContactSchema),
      defaultValues: EMPTY,
    });
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
      <TextField
        id="contactPersonName"
        label="Contact person name"
        autoComplete="name"
        error={errors.contactPersonName?.message}
        {...register("contactPersonName")}
      />
      <TextField
        id="contactPersonEmail"
        label="Contact email"
        type="email"
        autoComplete="email"
        error={errors.contactPersonEmail?.message}
        {...register("contactPersonEmail")}
      />
      <Controller
        control={control}
        name="contactPersonPhone"
        render={({ field, fieldState }) => (
          <PhoneField
            id="contactPersonPhone"
            name="contactPersonPhone"
            label="Contact phone number"
            autoComplete="tel-national"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <Button type="submit" disabled={isSubmitting} className="justify-self-start">
        Continue
      </Button>
    </form>
  );
}
