"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { TWO_FACTOR_MESSAGES as M } from "@/lib/two-factor-messages";

/** What a failed credentials sign-in said about the second factor (next-auth's error text). */
export function secondFactorOutcome(error: string | undefined): "required" | "refused" | null {
  if (error === M.required) return "required";
  if (error === M.invalid || error === M.limit) return "refused";
  return null;
}

const RECOVERY_REQUIRED = "Enter one of your recovery codes";

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
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => field.current?.focus(), [recovery]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = code.trim();
    if (!recovery && !/^\d{3}\s?\d{3}$/.test(value)) {
      setError(value ? M.codeFormat : M.codeRequired);
      return;
    }
    if (recovery && (!value || value.length > 32)) {
      setError(RECOVERY_REQUIRED);
      return;
    }
    setBusy(true);
    const problem = await onSubmit(value);
    setBusy(false);
    if (problem) {
      setError(problem);
      setCode("");
      field.current?.focus();
    }
  }

  function switchKind() {
    setRecovery(!recovery);
    setCode("");
    setError(undefined);
  }

  return (
    <form
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
        ref={field}
        label={recovery ? "Recovery code" : "Authentication code"}
        inputMode={recovery ? "text" : "numeric"}
        autoComplete={recovery ? "off" : "one-time-code"}
        autoCapitalize="none"
        spellCheck={false}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={error}
      />
      <Button type="submit" fullWidth disabled={busy}>
        {busy ? "Verifying..." : "Verify"}
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
