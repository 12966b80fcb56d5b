"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { applyFieldErrors } from "@/components/ui/form-errors";
import { lazyResolver } from "@/components/ui/lazy-resolver";
import { PasswordChangeFields } from "@/components/ui/password-change-fields";
import { api } from "@/lib/api-client";
import type { AdminPasswordInput } from "@/lib/settings/account";

const EMPTY: AdminPasswordInput = { currentPassword: "", newPassword: "", confirmPassword: "" };
const FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;

// zod and the shared schema load on the first validation, not with the page.
const resolver = lazyResolver<AdminPasswordInput, unknown, AdminPasswordInput>(async () => {
  const [{ zodResolver }, { adminPasswordSchema }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("@/lib/settings/account"),
  ]);
  return zodResolver(adminPasswordSchema);
});

type Shown = { tone: "success" | "error"; text: string } | null;

/**
 * Current, New and Confirm New Password with 'Update Password'. This session stays signed in and
 * every other one ends (the server says so); `onUpdated` lets the sessions list reload.
 */
export function PasswordForm({ onUpdated }: { onUpdated?: () => void }) {
  const [shown, setShown] = useState<Shown>(null);
  const { register, handleSubmit, formState, reset, setError } = useForm<AdminPasswordInput>({
    resolver,
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    setShown(null);
    const result = await api.put<null>("/api/admin/account/password", {
      json: values,
      fallbackMessage: "The password could not be updated. Please try again.",
    });
    if (!result.ok) {
      if (!applyFieldErrors(setError, result.fieldErrors, FIELDS))
        setShown({ tone: "error", text: result.message });
      return;
    }
    reset(EMPTY);
    setShown({ tone: "success", text: result.message });
    onUpdated?.();
  });

  return (
    <section aria-labelledby="password-heading" className="flex flex-col gap-4">
      <h2 id="password-heading" className="text-lg font-semibold text-neutral-900">
        Password
      </h2>
      <form onSubmit={onSubmit} noValidate className="grid max-w-md grid-cols-1 gap-4">
        <PasswordChangeFields
          current={register("currentPassword")}
          next={register("newPassword")}
          confirm={register("confirmPassword")}
          errors={{
            current: formState.errors.currentPassword?.message,
            next: formState.errors.newPassword?.message,
            confirm: formState.errors.confirmPassword?.message,
          }}
          newPasswordHint="At least 8 characters. Your other sessions will be signed out."
        />
        <div>
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? "Updating..." : "Update Password"}
          </Button>
        </div>
        {shown && <Alert tone={shown.tone}>{shown.text}</Alert>}
      </form>
    </section>
  );
}
