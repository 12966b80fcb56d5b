"use client";

import { useForm } from "react-hook-form";
import { applyFieldErrors } from "@/components/ui/form-errors";
import { lazySchemaResolver } from "@/components/ui/lazy-resolver";
import { TextField } from "@/components/ui/text-field";
import { api } from "@/lib/api-client";
import type { DisableTwoFactorInput } from "@/lib/validations/two-factor";
import { FormActions } from "./form-actions";
import { fieldBinder } from "@/components/ui/use-field-binder";

const resolver = lazySchemaResolver<DisableTwoFactorInput>(async () => {
  return (await import("@/lib/validations/two-factor")).disableTwoFactorSchema;
});

/** Turning 2FA off asks for the password and a code, so a borrowed session cannot do it. */
export function DisableForm({
  onDisabled,
  onCancel,
}: {
  onDisabled: (message: string) => void;
  onCancel: () => void;
}) {
  const { register, handleSubmit, formState, setError } = useForm<DisableTwoFactorInput>({
    resolver,
    defaultValues: { password: "", code: "" },
  });
  const { errors, isSubmitting: busy } = formState;
  const field = fieldBinder<DisableTwoFactorInput>({ register, formState });

  const submit = handleSubmit(async (values) => {
    const result = await api.post<null>("/api/account/two-factor/disable", { json: values });
    if (!result.ok) {
      if (!applyFieldErrors(setError, result.fieldErrors, ["password", "code"]))
        setError("root", { message: result.message });
      return;
    }
    onDisabled(result.message);
  });

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
        {...field("password")}
      />
      <TextField
        label="Authentication or recovery code"
        autoComplete="one-time-code"
        {...field("code")}
      />
      {errors.root && (
        <p role="alert" className="text-sm text-red-800">
          {errors.root.message}
        </p>
      )}
      <FormActions
        busy={busy}
        label="Turn off two-factor sign-in"
        pendingLabel="Turning off..."
        variant="danger"
        onCancel={onCancel}
      />
    </form>
  );
}
