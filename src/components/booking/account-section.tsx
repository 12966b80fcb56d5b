"use client";

import { useFormContext, useWatch } from "react-hook-form";
import { FormPhoneField } from "@/components/ui/form-phone-field";
import { TextField } from "@/components/ui/text-field";
import { TitledSection } from "@/components/ui/titled-section";
import type { BookingDetailsValues } from "@/lib/validations/booking/details";
import { DetailsChoice } from "./details-choice";

/** For visitors: sign in with an existing account, or create one, right inside the details step. */
export function AccountSection() {
  const { control, register, formState } = useFormContext<BookingDetailsValues>();
  const { errors } = formState;
  const isNew = useWatch({ control, name: "accountType" }) === "new";
  return (
    <TitledSection id="account-title" titleClassName="mb-0" title="Your account">
      <DetailsChoice
        name="accountType"
        label="Account"
        options={[
          { value: "existing", label: "I have an account" },
          { value: "new", label: "Create a new account" },
        ]}
      />
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {isNew ? (
          <>
            <TextField
              label="First name"
              autoComplete="given-name"
              error={errors.firstName?.message}
              {...register("firstName")}
            />
            <TextField
              label="Last name"
              autoComplete="family-name"
              error={errors.lastName?.message}
              {...register("lastName")}
            />
          </>
        ) : null}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          className={isNew ? "" : "sm:col-span-2"}
          {...register("email")}
        />
        {isNew ? (
          <FormPhoneField
            control={control}
            name="phone"
            label="Phone number"
            codeLabel="Country code"
          />
        ) : null}
        <TextField
          label="Password"
          type="password"
          autoComplete={isNew ? "new-password" : "current-password"}
          error={errors.password?.message}
          {...register("password")}
        />
        {isNew ? (
          <TextField
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register("confirmPassword")}
          />
        ) : null}
      </div>
    </TitledSection>
  );
}
