"use client";

import { useFormContext, useWatch } from "react-hook-form";
import { FormPhoneField } from "@/components/ui/form-phone-field";
import { TextField } from "@/components/ui/text-field";
import { TitledSection } from "@/components/ui/titled-section";
import { useFieldBinder } from "@/components/ui/use-field-binder";
import type { BookingDetailsValues } from "@/lib/validations/booking/details";
import { DetailsChoice } from "./details-choice";

/** For visitors: sign in with an existing account, or create one, right inside the details step. */
export function AccountSection() {
  const { control } = useFormContext<BookingDetailsValues>();
  const field = useFieldBinder<BookingDetailsValues>();
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
            <TextField label="First name" autoComplete="given-name" {...field("firstName")} />
            <TextField label="Last name" autoComplete="family-name" {...field("lastName")} />
          </>
        ) : null}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          className={isNew ? "" : "sm:col-span-2"}
          {...field("email")}
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
          {...field("password")}
        />
        {isNew ? (
          <TextField
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            {...field("confirmPassword")}
          />
        ) : null}
      </div>
    </TitledSection>
  );
}
