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

/**
 * Current, New and Confirm New Password with the browser's password-manager hints: one set of
 * fields for every screen that changes a signed-in person's password.
 */
export function PasswordChangeFields(props: PasswordChangeFieldsProps) {
  const { current, next, confirm, errors, newPasswordHint, namedIds } = props;
  return (
    <>
      <TextField
        id={namedIds ? current.name : undefined}
        label="Current Password"
        type="password"
        autoComplete="current-password"
        error={errors.current}
        {...current}
      />
      <TextField
        id={namedIds ? next.name : undefined}
        label="New Password"
        type="password"
        autoComplete="new-password"
        hint={newPasswordHint}
        error={errors.next}
        {...next}
      />
      <TextField
        id={namedIds ? confirm.name : undefined}
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirm}
        {...confirm}
      />
    </>
  );
}
