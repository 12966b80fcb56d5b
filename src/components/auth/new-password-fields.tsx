"use client";

import type { FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";
import { FormTextFields } from "@/components/ui/form-text-field";

interface NewPassword {
  password: string;
  confirmPassword: string;
}

/**
 * A new password and its confirmation (registration, a partner's account, a reset or first
 * password), registered as `password` and `confirmPassword`, browsers told to suggest one.
 */
export function NewPasswordFields<T extends FieldValues & NewPassword>({
  register,
  errors,
  labels = { password: "Password", confirm: "Confirm password" },
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  labels?: { password: string; confirm: string };
}) {
  // The two names exist on every T this accepts; TypeScript cannot narrow Path<T> for a generic T.
  const names = { password: "password", confirm: "confirmPassword" } as Record<
    "password" | "confirm",
    Path<T>
  >;
  const password = { type: "password", autoComplete: "new-password" } as const;
  return (
    <FormTextFields
      register={register}
      errors={errors}
      fields={[
        { name: names.password, label: labels.password, ...password },
        { name: names.confirm, label: labels.confirm, ...password },
      ]}
    />
  );
}
