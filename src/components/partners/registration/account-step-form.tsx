"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { api } from "@/lib/api-client";
import {
  PARTNER_MESSAGES,
  partnerAccountSchema,
  type PartnerAccountInput,
} from "@/lib/validations/partner-registration";
import { Button, buttonClass } from "@/components/ui/button";
import { applyFieldErrors } from "@/components/ui/form-errors";
import { TextField } from "@/components/ui/text-field";
import { clearRegistration, readRegistration } from "./registration-storage";

const EMPTY: PartnerAccountInput = { email: "", password: "", confirmPassword: "" };
const ACCOUNT_FIELDS = ["email", "password", "confirmPassword"] as const;

/**
 * Step 3, Create Your Partner Account: sends all three steps' answers; on success the stored
 * answers are cleared and the partner goes to sign in.
 */
export function AccountStepForm() {
  const router = useRouter();
  const { register, handleSubmit, formState, setError, getValues } = useForm<PartnerAccountInput>({
    resolver: zodResolver(partnerAccountSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;

  const startOver = () => {
    toast.error(PARTNER_MESSAGES.startOver);
    router.replace("/partner-registration");
  };
  useEffect(() => {
    const saved = readRegistration();
    if (!saved.contact || !saved.company) startOver();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- because the stored answers are checked once on arrival, and startOver (rebuilt each render) only navigates
  }, []);

  const onInvalid = () => {
    const { password, confirmPassword } = getValues();
    if (password && confirmPassword && password !== confirmPassword)
      toast.error(PARTNER_MESSAGES.mismatch);
  };

  const onSubmit = handleSubmit(async () => {
    const saved = readRegistration();
    if (!saved.contact || !saved.company) return startOver();
    const result = await api.post<{ partner_id: number }>("/api/partners/register", {
      json: { ...saved.contact, ...saved.company, ...getValues() },
      fallbackMessage: PARTNER_MESSAGES.failed,
    });
    if (!result.ok) {
      applyFieldErrors(setError, result.fieldErrors, ACCOUNT_FIELDS);
      // A taken e-mail (409) belongs under the e-mail field as well as in the toast.
      if (result.status === 409) setError("email", { type: "server", message: result.message });
      // The server's own words for a refusal (409, 429, 400); the spec's sentence for a failure.
      const failed = result.status === 0 || result.status >= 500;
      toast.error(failed ? PARTNER_MESSAGES.failed : result.message);
      return;
    }
    clearRegistration();
    toast.success(PARTNER_MESSAGES.success);
    router.push("/login");
  }, onInvalid);

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4"
      aria-label="Create your partner account"
    >
      <TextField
        id="email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register("email")}
      />
      <TextField
        id="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register("password")}
      />
      <TextField
        id="confirmPassword"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register("confirmPassword")}
      />
      <div className="flex flex-wrap gap-3">
        <Link href="/partner-company-details" className={buttonClass({ variant: "outline" })}>
          Back
        </Link>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Creating account..." : "Create Account"}
        </Button>
      </div>
    </form>
  );
}
