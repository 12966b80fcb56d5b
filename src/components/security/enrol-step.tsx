"use client";

import { useForm } from "react-hook-form";
import { lazySchemaResolver } from "@/components/ui/lazy-resolver";
import { TextField } from "@/components/ui/text-field";
import { api } from "@/lib/api-client";
import type {
  ConfirmTwoFactorInput,
  TwoFactorConfirmView,
  TwoFactorEnrolmentView,
} from "@/lib/validations/two-factor";
import { FormActions } from "./form-actions";

const resolver = lazySchemaResolver<ConfirmTwoFactorInput>(async () => {
  return (await import("@/lib/validations/two-factor")).confirmTwoFactorSchema;
});

/** Key groups of four are easier to read aloud and type into an app. */
function grouped(key: string): string {
  return key.replace(/(.{4})(?=.)/g, "$1 ");
}

/**
 * Set-up: the QR code and the same secret as text, then a current code from the app. 2FA is on
 * only once the server accepted that code; the recovery codes come back with the answer.
 */
export function EnrolStep({
  enrolment,
  onEnabled,
  onCancel,
}: {
  enrolment: TwoFactorEnrolmentView;
  onEnabled: (codes: string[], message: string) => void;
  onCancel: () => void;
}) {
  const { register, handleSubmit, formState, setError } = useForm<ConfirmTwoFactorInput>({
    resolver,
    defaultValues: { code: "" },
  });
  const busy = formState.isSubmitting;

  const submit = handleSubmit(async (values) => {
    const result = await api.post<TwoFactorConfirmView>("/api/account/two-factor/confirm", {
      json: values,
    });
    if (!result.ok) {
      // A refused code is the code's problem even when the server says it in the message only.
      setError("code", { type: "server", message: result.fieldErrors.code ?? result.message });
      return;
    }
    onEnabled(result.data.recovery_codes, result.message);
  });

  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-neutral-800">
        <li>
          Open an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).
        </li>
        <li>Scan the QR code, or type the setup key into the app.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        {/* eslint-disable-next-line @next/next/no-img-element -- a data URL made by the server; next/image adds nothing */}
        <img
          src={enrolment.qr_code}
          alt="QR code for your authenticator app"
          width={176}
          height={176}
          className="rounded border border-neutral-200 bg-white"
        />
        <div className="text-sm">
          <p className="font-medium text-neutral-900" id="setup-key-label">
            Setup key
          </p>
          <code
            aria-labelledby="setup-key-label"
            data-testid="setup-key"
            data-key={enrolment.setup_key}
            className="mt-1 block rounded bg-neutral-100 px-2 py-1 font-mono text-base tracking-wider break-all text-neutral-900"
          >
            {grouped(enrolment.setup_key)}
          </code>
          <p className="mt-1 text-neutral-700">Time-based, 6 digits, every 30 seconds.</p>
        </div>
      </div>
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField
          label="Authentication code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          error={formState.errors.code?.message}
          {...register("code")}
        />
        <FormActions
          busy={busy}
          label="Turn on two-factor sign-in"
          pendingLabel="Checking..."
          onCancel={onCancel}
        />
      </form>
    </div>
  );
}
