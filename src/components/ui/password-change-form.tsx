"use client";

import { useRef, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { toast } from "./toast";
import { Button } from "./button";
import { applyFieldErrors, fieldNamesOf } from "./form-errors";
import { lazyParsedResolver } from "./lazy-resolver";
import { PasswordChangeFields } from "./password-change-fields";
import { useTypedBeforeHydration } from "./typed-before-hydration";
import { apiRequest, type ApiMethod } from "@/lib/api-client";
import type { AdminPasswordInput } from "@/lib/settings/account";

export type PasswordChangeValues = AdminPasswordInput;

const EMPTY: PasswordChangeValues = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Which rule the new password follows: the consoles' (8 characters) or the customers'. */
export type PasswordRule = "console" | "customer";

// zod and the shared schemas load on the first validation, not with the page.
const resolvers = {
  console: lazyParsedResolver<PasswordChangeValues>(
    async () => (await import("@/lib/settings/account")).adminPasswordSchema,
  ),
  customer: lazyParsedResolver<PasswordChangeValues>(
    async () => (await import("@/lib/validations/auth")).changePasswordFormSchema,
  ),
};

export interface PasswordChangeFormProps {
  endpoint: string;
  method?: Extract<ApiMethod, "PUT" | "POST">;
  rule?: PasswordRule;
  /** What is sent; the three fields as they are unless the endpoint wants another shape. */
  body?: (values: PasswordChangeValues) => unknown;
  /** Called with the server's message once the password changed (the fields are cleared). */
  onChanged: (message: string) => void | Promise<void>;
  /** A refusal no field explains; a toast unless the screen shows it itself. */
  onRefused?: (message: string) => void;
  fallbackMessage?: string;
  submitLabel: string;
  busyLabel: string;
  newPasswordHint?: ReactNode;
  namedIds?: boolean;
  /** Shown above the fields. */
  intro?: ReactNode;
  /** Shown under the button (a status line). */
  children?: ReactNode;
  className?: string;
}

/**
 * Current, New and Confirm New Password checked with the endpoint's own schema in the browser,
 * the server's field errors shown on their fields: the one form for changing a signed-in
 * person's password, in every area.
 */
export function PasswordChangeForm(props: PasswordChangeFormProps) {
  const { endpoint, method = "PUT", rule = "console", body, onChanged, onRefused } = props;
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef);
  const { register, handleSubmit, formState, reset, setError } = useForm<PasswordChangeValues>({
    resolver: resolvers[rule],
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await apiRequest<null>(method, endpoint, {
      json: body ? body(values) : values,
      fallbackMessage:
        props.fallbackMessage ?? "The password could not be updated. Please try again.",
    });
    if (!result.ok) {
      if (!applyFieldErrors(setError, result.fieldErrors, fieldNamesOf(EMPTY)))
        (onRefused ?? toast.error)(result.message);
      return;
    }
    reset(EMPTY);
    await onChanged(result.message);
  });

  return (
    <form ref={formRef} method="post" onSubmit={onSubmit} noValidate className={props.className}>
      {props.intro}
      <PasswordChangeFields
        namedIds={props.namedIds}
        current={register("currentPassword")}
        next={register("newPassword")}
        confirm={register("confirmPassword")}
        errors={{
          current: formState.errors.currentPassword?.message,
          next: formState.errors.newPassword?.message,
          confirm: formState.errors.confirmPassword?.message,
        }}
        newPasswordHint={props.newPasswordHint}
      />
      <div>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? props.busyLabel : props.submitLabel}
        </Button>
      </div>
      {props.children}
    </form>
  );
}
