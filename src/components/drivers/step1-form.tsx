"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { Controller, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { PhoneField } from "@/components/ui/phone-field";
import { TextField } from "@/components/ui/text-field";
import {
  driverStep1Schema,
  type DriverStep1,
  type DriverStep1Input,
} from "@/lib/validations/driver-application";
import { readRegistration, writeRegistration, type Step1Values } from "./registration-store";
import { useStoredForm } from "./use-stored-form";

const EMPTY: Step1Values = { first_name: "", last_name: "", email: "", phone_number: "" };

const load = () => readRegistration().step1;
const save = (values: Step1Values) => writeRegistration({ step1: { ...EMPTY, ...values } });

/** Step 1 of 2: contact details, kept in sessionStorage, then on to /driver-details. */
export function DriverStep1Form() {
  const router = useRouter();
  const form = useForm<DriverStep1Input, unknown, DriverStep1>({
    resolver: zodResolver(driverStep1Schema),
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, control, formState, getValues } = form;
  const { errors, isSubmitting } = formState;
  useStoredForm<DriverStep1Input>(form, load, save as (values: DriverStep1Input) => void);

  const onSubmit = handleSubmit(() => {
    // The typed values are stored (the normalised phone is the server's business).
    save(getValues() as Step1Values);
    router.push("/driver-details");
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField
        id="first_name"
        label="First name"
        autoComplete="given-name"
        error={errors.first_name?.message}
        {...register("first_name")}
      />
      <TextField
        id="last_name"
        label="Last name"
        autoComplete="family-name"
        error={errors.last_name?.message}
        {...register("last_name")}
      />
      <TextField
        id="email"
        label="Email"
        type="email"
        autoComplete="email"
        className="sm:col-span-2"
        error={errors.email?.message}
        {...register("email")}
      />
      <Controller
        control={control}
        name="phone_number"
        render={({ field, fieldState }) => (
          <PhoneField
            id="phone_number"
            label="Phone number"
            className="sm:col-span-2"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <Button type="submit" fullWidth className="sm:col-span-2" disabled={isSubmitting}>
        Continue
      </Button>
    </form>
  );
}
