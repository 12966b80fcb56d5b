"use client";

import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import type { ResetPasswordFormInput } from "@/lib/validations/auth";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api-client";
import { lazyParsedResolver } from "@/components/ui/lazy-resolver";
import { useTypedBeforeHydration } from "@/components/ui/typed-before-hydration";
import { PostForm } from "./post-form";
import { signInAfterFirstPassword, type PasswordSetAnswer } from "./first-password-sign-in";
import { NewPasswordFields } from "./new-password-fields";

type LinkState =
  | { kind: "validating" }
  | { kind: "invalid" }
  | { kind: "valid"; email: string; firstPassword: boolean };

/** The link as the page checked it on the server; without it the form asks the API itself. */
type CheckedLink = Exclude<LinkState, { kind: "validating" }>;

const RESET_DONE =
  "Your password has been successfully reset. You can now log in with your new password.";

const wordsForLink = (state: LinkState) => state.kind === "valid" && state.firstPassword;

// zod and the schema load on the first validation (usually the first submit), not with the page.
const resolver = lazyParsedResolver<ResetPasswordFormInput>(
  async () => (await import("@/lib/validations/auth")).resetPasswordFormSchema,
);

/** The words of each purpose: an invited account's first password, or a forgotten one. */
const WORDING = {
  set: {
    lead: "Setting the password for",
    submit: "Set password",
    busy: "Setting...",
    again: "Request a new link",
    invalid:
      "This link to set your password is invalid or has expired. Request a new link with your e-mail address.",
  },
  reset: {
    lead: "Resetting the password for",
    submit: "Reset Password",
    busy: "Resetting...",
    again: "Request New Reset Link",
    invalid: "This password reset link is invalid or has expired. Please request a new one.",
  },
} as const;

/**
 * `purpose` is the page's own ("set" on /set-password); a link to an account that has never had
 * a password reads as "set" on either page. After a first password the person is signed in.
 */
export function ResetPasswordForm({
  link,
  purpose = "reset",
}: {
  link?: CheckedLink;
  purpose?: "set" | "reset";
}) {
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef);
  const router = useRouter();
  const token = useSearchParams().get("token");
  const [state, setState] = useState<LinkState>(
    () => link ?? (token ? { kind: "validating" } : { kind: "invalid" }),
  );
  const checked = link !== undefined;
  const { register, handleSubmit, formState, getValues } = useForm<ResetPasswordFormInput>({
    resolver,
    defaultValues: { password: "", confirmPassword: "" },
  });

  useEffect(() => {
    if (!token || checked) return;
    let cancelled = false;
    void api
      .get<{ email: string; first_password: boolean }>(
        `/api/auth/validate-reset-token?token=${encodeURIComponent(token)}`,
        {
          cache: "no-store",
        },
      )
      .then((result) => {
        if (cancelled) return;
        setState(
          result.ok && result.data
            ? {
                kind: "valid",
                email: result.data.email,
                firstPassword: result.data.first_password,
              }
            : { kind: "invalid" },
        );
      });
    return () => {
      cancelled = true;
    };
  }, [token, checked]);

  const onInvalid = () => {
    const { password, confirmPassword } = getValues();
    if (password && confirmPassword && password !== confirmPassword)
      toast.error("Error", { description: "Passwords do not match." });
  };

  const onSubmit = handleSubmit(async (values) => {
    const result = await api.post<PasswordSetAnswer>("/api/auth/reset-password-with-token", {
      json: { token, newPassword: values.password },
      fallbackMessage: "Failed to reset password. Please try again.",
    });
    if (!result.ok) {
      toast.error("Error", { description: result.message });
      return;
    }
    if (result.data?.first_password) {
      await signInAfterFirstPassword(result.data, values.password, router);
      return;
    }
    toast.success("Success", { description: result.message || RESET_DONE });
    router.push("/login");
  }, onInvalid);

  const words = WORDING[purpose === "set" || wordsForLink(state) ? "set" : "reset"];

  if (state.kind === "validating") {
    return (
      <p role="status" className="text-sm text-neutral-700">
        Validating reset link...
      </p>
    );
  }
  if (state.kind === "invalid") {
    return (
      <div className="flex flex-col gap-4">
        <h2 className="text-xl font-semibold text-neutral-900">Invalid or Expired Link</h2>
        <p className="text-sm text-neutral-700">{words.invalid}</p>
        <Button asChild fullWidth>
          <Link href="/forgot-password">{words.again}</Link>
        </Button>
      </div>
    );
  }
  return (
    <PostForm ref={formRef} onSubmit={onSubmit}>
      <p className="text-sm text-neutral-700">
        {words.lead} <strong className="text-neutral-900">{state.email}</strong>
      </p>
      <NewPasswordFields
        register={register}
        errors={formState.errors}
        labels={{ password: "New Password", confirm: "Confirm New Password" }}
      />
      <Button type="submit" fullWidth disabled={formState.isSubmitting}>
        {formState.isSubmitting ? words.busy : words.submit}
      </Button>
    </PostForm>
  );
}
