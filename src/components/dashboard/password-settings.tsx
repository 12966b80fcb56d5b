"use client";

import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { PasswordChangeFields } from "@/components/ui/password-change-fields";
import { api } from "@/lib/api-client";
import type { ChangePasswordFormInput } from "@/lib/validations/auth";
import { panelClass } from "./profile-types";
import { lazyResolver } from "@/components/ui/lazy-resolver";
import { useTypedBeforeHydration } from "@/components/ui/typed-before-hydration";

const EMPTY: ChangePasswordFormInput = {
  currentPassword: "",
  newPassword: "",
  confirmPassword: "",
};

// zod and the schema load on the first validation (usually the first submit), not with the page.
const resolver = lazyResolver<ChangePasswordFormInput, unknown, ChangePasswordFormInput>(
  async () => {
    const [{ zodResolver }, { changePasswordFormSchema }] = await Promise.all([
      import("@hookform/resolvers/zod"),
      import("@/lib/validations/auth"),
    ]);
    return zodResolver(changePasswordFormSchema);
  },
);

/** Change Password / Cancel toggle; a successful change ends every session, this one too. */
export function PasswordSettings({ userId }: { userId: number }) {
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef);
  const [open, setOpen] = useState(false);
  const { register, handleSubmit, formState, reset } = useForm<ChangePasswordFormInput>({
    resolver,
    defaultValues: EMPTY,
  });

  const close = () => {
    reset(EMPTY);
    setOpen(false);
  };

  const onSubmit = handleSubmit(async (values) => {
    const result = await api.post<null>("/api/auth/reset-password", {
      json: { userId, currentPassword: values.currentPassword, newPassword: values.newPassword },
      fallbackMessage: "Failed to update password. Please try again.",
    });
    if (!result.ok) {
      toast.error(result.message);
      return;
    }
    close();
    toast.success("Your password has been successfully updated.");
    // next-auth's client is needed only here, so it is not downloaded with the profile page.
    const { signOut } = await import("next-auth/react");
    await signOut({ callbackUrl: "/login" });
  });

  return (
    <section aria-labelledby="password-heading" className={panelClass}>
      <div className="flex items-center justify-between gap-4">
        <h2 id="password-heading" className="text-lg font-semibold text-neutral-900">
          Password Settings
        </h2>
        <Button variant="outline" onClick={open ? close : () => setOpen(true)} aria-expanded={open}>
          {open ? "Cancel" : "Change Password"}
        </Button>
      </div>
      {open && (
        <form
          ref={formRef}
          onSubmit={onSubmit}
          noValidate
          className="mt-4 grid grid-cols-1 gap-4 sm:max-w-md"
        >
          <p className="text-sm text-neutral-700">
            After saving, you will be signed out everywhere and will need to log in again with your
            new password.
          </p>
          <PasswordChangeFields
            namedIds
            current={register("currentPassword")}
            next={register("newPassword")}
            confirm={register("confirmPassword")}
            errors={{
              current: formState.errors.currentPassword?.message,
              next: formState.errors.newPassword?.message,
              confirm: formState.errors.confirmPassword?.message,
            }}
          />
          <div>
            <Button type="submit" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? "Saving..." : "Save"}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
