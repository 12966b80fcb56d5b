"use client";

import { useEffect, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { lazySchemaResolver } from "@/components/ui/lazy-resolver";
import { TextField } from "@/components/ui/text-field";
import { TWO_FACTOR_MESSAGES as M } from "@/lib/two-factor-messages";

/** What a failed credentials sign-in said about the second factor (next-auth's error text). */
export function secondFactorOutcome(error: string | undefined): "required" | "refused" | null {
  if (error === M.required) return "required";
  if (error === M.invalid || error === M.limit) return "refused";
  return null;
}

type CodeInput = { code: string };
type CodeContext = { recovery: boolean };

// zod and the schemas load on the first check, not with the sign-in page.
const appCode = lazySchemaResolver<CodeInput>(
  async () => (await import("@/lib/validations/two-factor")).confirmTwoFactorSchema,
);
const recoveryCode = lazySchemaResolver<CodeInput>(
  async () => (await import("@/lib/validations/two-factor")).signInRecoveryCodeSchema,
);
const resolver: Resolver<CodeInput, CodeContext> = (values, context, options) =>
  (context?.recovery ? recoveryCode : appCode)(values, context, options);

/**
 * The sign-in's second step, after a correct password for an account with 2FA on: a code from
 * the authenticator app, or a recovery code instead. `onSubmit` signs in again with the code and
 * answers the message to show (null: signed in).
 */
export function SecondFactorStep({
  onSubmit,
  onBack,
}: {
  onSubmit: (code: string) => Promise<string | null>;
  onBack: () => void;
}) {
  const [recovery, setRecovery] = useState(false);
  const { register, handleSubmit, formState, reset, setError, setFocus } = useForm<
    CodeInput,
    CodeContext
  >({ resolver, context: { recovery }, defaultValues: { code: "" } });

  useEffect(() => setFocus("code"), [recovery, setFocus]);

  const submit = handleSubmit(async ({ code }) => {
    const problem = await onSubmit(code.trim());
    if (!problem) return;
    reset({ code: "" });
    setError("code", { type: "server", message: problem });
    setFocus("code");
  });

  function switchKind() {
    setRecovery(!recovery);
    reset({ code: "" });
  }

  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      aria-label="Two-factor sign-in"
    >
      <p className="text-sm text-neutral-800">
        {recovery
          ? "Enter one of the recovery codes you saved when you set up two-factor sign-in. Each works once."
          : "Enter the 6-digit code from your authenticator app."}
      </p>
      <TextField
        key={recovery ? "recovery" : "app"}
        label={recovery ? "Recovery code" : "Authentication code"}
        inputMode={recovery ? "text" : "numeric"}
        autoComplete={recovery ? "off" : "one-time-code"}
        autoCapitalize="none"
        spellCheck={false}
        error={formState.errors.code?.message}
        {...register("code")}
      />
      <Button type="submit" fullWidth disabled={formState.isSubmitting}>
        {formState.isSubmitting ? "Verifying..." : "Verify"}
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button type="button" variant="link" onClick={switchKind}>
          {recovery ? "Use your authenticator app instead" : "Use a recovery code instead"}
        </Button>
        <Button type="button" variant="link" onClick={onBack}>
          Start over
        </Button>
      </div>
    </form>
  );
}
