"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { api } from "@/lib/api-client";
import { disableTwoFactorSchema } from "@/lib/validations/two-factor";
import { firstErrors } from "./field-errors";

/** Turning 2FA off asks for the password and a code, so a borrowed session cannot do it. */
export function DisableForm({
  onDisabled,
  onCancel,
}: {
  onDisabled: (message: string) => void;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    const parsed = disableTwoFactorSchema.safeParse({ password, code });
    if (!parsed.success) {
      setErrors(firstErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await api.post<null>("/api/account/two-factor/disable", { json: parsed.data });
    setBusy(false);
    if (!result.ok) {
      setErrors({ ...result.fieldErrors });
      if (Object.keys(result.fieldErrors).length === 0) setFormError(result.message);
      return;
    }
    onDisabled(result.message);
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-4"
      aria-label="Turn off two-factor sign-in"
    >
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <TextField
        label="Authentication or recovery code"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={errors.code}
      />
      {formError && (
        <p role="alert" className="text-sm text-red-800">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="danger" disabled={busy}>
          {busy ? "Turning off..." : "Turn off two-factor sign-in"}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
