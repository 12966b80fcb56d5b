"use client";

import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { NewPasswordFields } from "@/components/auth/new-password-fields";
import { applyFieldErrors } from "@/components/ui/form-errors";
import { FormTextField } from "@/components/ui/form-text-field";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/api-client";
import { PARTNER_MESSAGES } from "@/lib/partners/registration-messages";
import type { PartnerAccountInput } from "@/lib/validations/partner-registration";
import { clearRegistration, readRegistration } from "./registration-storage";
import { StepActions } from "./step-actions";
import { partnerStepResolver } from "./step-resolver";
import { useEarlierSteps } from "./use-earlier-steps";

const EMPTY: PartnerAccountInput = { email: "", password: "", confirmPassword: "" };
const ACCOUNT_FIELDS = ["email", "password", "confirmPassword"] as const;
const NEEDED = ["contact", "company"] as const;

const resolver = partnerStepResolver<PartnerAccountInput>((s) => s.partnerAccountSchema);

/**
 * Step 3, Create Your Partner Account: sends all three steps' answers; on success the stored
 * answers are cleared and the partner goes to sign in.
 */
export function AccountStepForm() {
  const router = useRouter();
  const { register, handleSubmit, formState, setError, getValues } = useForm<PartnerAccountInput>({
    resolver,
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;
  const { startOver, missing } = useEarlierSteps(NEEDED);

  const onInvalid = () => {
    const { password, confirmPassword } = getValues();
    if (password && confirmPassword && password !== confirmPassword)
      toast.error(PARTNER_MESSAGES.mismatch);
  };

  const onSubmit = handleSubmit(async () => {
    if (missing()) return startOver();
    const saved = readRegistration();
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

  const shared = { register, errors };
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4"
      aria-label="Create your partner account"
    >
      <FormTextField {...shared} name="email" label="Email" type="email" autoComplete="email" />
      <NewPasswordFields {...shared} />
      <StepActions back="/partner-company-details" busy={isSubmitting}>
        {isSubmitting ? "Creating account..." : "Create Account"}
      </StepActions>
    </form>
  );
}
