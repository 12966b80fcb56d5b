import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "./text-field";

interface PasswordChangeFieldsProps {
  /** `register(...)` of the form's three fields. */
  current: UseFormRegisterReturn;
  next: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { current?: string; next?: string; confirm?: string };
  newPasswordHint?: ReactNode;
  /** Give the inputs their field names as ids (links and tests that point at them). */
  namedIds?: boolean;
}

const FIELDS = [
  { key: "current", label: "Current Password", autoComplete: "current-password" },
  { key: "next", label: "New Password", autoComplete: "new-password" },
  { key: "confirm", label: "Confirm New Password", autoComplete: "new-password" },
] as const;

/**
 * Current, New and Confirm New Password with the browser's password-manager hints: one set of
 * fields for every screen that changes a signed-in person's password.
 */
export function PasswordChangeFields(props: PasswordChangeFieldsProps) {
  const { errors, newPasswordHint, namedIds } = props;
  return FIELDS.map(({ key, label, autoComplete }) => (
    <TextField
      key={key}
      id={namedIds ? props[key].name : undefined}
      label={label}
      type="password"
      autoComplete={autoComplete}
      hint={key === "next" ? newPasswordHint : undefined}
      error={errors[key]}
      {...props[key]}
    />
  ));
}
