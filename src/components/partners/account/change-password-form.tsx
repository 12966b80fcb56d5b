"use client";

import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { api } from "@/lib/api-client";
import { partnerPasswordSchema } from "@/lib/validations/partner-account";
import { AccountSection } from "./account-section";
import { fieldErrorsOf } from "./field-errors";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Change Password: the current one is checked; this device stays signed in, others are not. */
export function ChangePasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const field = (key: keyof typeof EMPTY, label: string, autoComplete: string) => (
    <TextField
      label={label}
      type="password"
      value={values[key]}
      onChange={(e) => setValues((current) => ({ ...current, [key]: e.target.value }))}
      error={errors[key]}
      autoComplete={autoComplete}
    />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = partnerPasswordSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    setBusy(true);
    const result = await api.put<null>("/api/partner/account/password", { json: values });
    setBusy(false);
    if (!result.ok) {
      setErrors({ ...result.fieldErrors });
      toast.error(result.message);
      return;
    }
    setValues(EMPTY);
    toast.success(result.message);
  }

  return (
    <AccountSection
      id="password-heading"
      title="Change Password"
      description="At least 8 characters. Every other device signed in to your account will be signed out."
    >
      <form noValidate onSubmit={submit} className="grid gap-4 sm:max-w-md">
        {field("currentPassword", "Current password", "current-password")}
        {field("newPassword", "New password", "new-password")}
        {field("confirmPassword", "Confirm new password", "new-password")}
        <Button type="submit" disabled={busy} className="justify-self-start">
          {busy ? "Updating..." : "Change Password"}
        </Button>
      </form>
    </AccountSection>
  );
}
