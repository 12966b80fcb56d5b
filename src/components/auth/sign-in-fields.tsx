"use client";

import type { FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";
import { FormTextFields } from "@/components/ui/form-text-field";

interface Credentials {
  email: string;
  password: string;
}

/** The e-mail and current password of a sign-in (customers, partners and drivers; administrators). */
export function SignInFields<T extends FieldValues & Credentials>({
  register,
  errors,
  emailAutoComplete = "email",
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** "username" where a password manager should file the console's account on its own. */
  emailAutoComplete?: "email" | "username";
}) {
  // The two names exist on every T this accepts; TypeScript cannot narrow Path<T> for a generic T.
  const names = { email: "email", password: "password" } as Record<keyof Credentials, Path<T>>;
  return (
    <FormTextFields
      register={register}
      errors={errors}
      fields={[
        { name: names.email, label: "Email", type: "email", autoComplete: emailAutoComplete },
        {
          name: names.password,
          label: "Password",
          type: "password",
          autoComplete: "current-password",
        },
      ]}
    />
  );
}
