"use client";

import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { applyFieldErrors, fieldNamesOf } from "@/components/ui/form-errors";
import { FormPhoneField } from "@/components/ui/form-phone-field";
import { lazySchemaResolver } from "@/components/ui/lazy-resolver";
import { TextField } from "@/components/ui/text-field";
import { api } from "@/lib/api-client";
import type { PartnerAccountView, PartnerPersonalInput } from "@/lib/validations/partner-account";
import { AccountSection } from "./account-section";

type Personal = PartnerAccountView["personal"];
type EmailInput = { email: string };

const personalResolver = lazySchemaResolver<PartnerPersonalInput>(async () => {
  return (await import("@/lib/validations/partner-account")).partnerPersonalSchema;
});
const emailResolver = lazySchemaResolver<EmailInput>(async () => {
  return (await import("@/lib/validations/partner-account")).emailChangeSchema;
});

const personalOf = ({ first_name, last_name, phone_number }: Personal): PartnerPersonalInput => ({
  first_name,
  last_name,
  phone_number,
});

/**
 * Personal Information: name and phone saved with Save Changes; the e-mail changes through
 * Verify (a link to the new address), so the field keeps showing the address in use until then.
 */
export function PersonalInfoForm({
  initial,
  pendingEmail,
}: {
  initial: Personal;
  pendingEmail: string | null;
}) {
  const [savedEmail, setSavedEmail] = useState(initial.email);
  const [pending, setPending] = useState(pendingEmail);
  const personal = useForm<PartnerPersonalInput>({
    resolver: personalResolver,
    defaultValues: personalOf(initial),
  });
  const emailForm = useForm<EmailInput>({
    resolver: emailResolver,
    defaultValues: { email: initial.email },
  });
  const busy = personal.formState.isSubmitting || emailForm.formState.isSubmitting;
  const typedEmail = useWatch({ control: emailForm.control, name: "email" });

  const save = personal.handleSubmit(async (values) => {
    const result = await api.put<PartnerAccountView>("/api/partner/account/personal", {
      json: values,
    });
    if (!result.ok) {
      applyFieldErrors(personal.setError, result.fieldErrors, fieldNamesOf(values));
      toast.error(result.message);
      return;
    }
    personal.reset(personalOf(result.data.personal));
    setSavedEmail(result.data.personal.email);
    toast.success(result.message);
  });

  const verify = emailForm.handleSubmit(async (values) => {
    const result = await api.post<{ pending_email: string | null }>("/api/partner/account/email", {
      json: values,
    });
    if (!result.ok) {
      applyFieldErrors(emailForm.setError, result.fieldErrors, ["email"]);
      toast.error(result.message);
      return;
    }
    setPending(result.data.pending_email);
    toast.success(result.message);
  });

  const { errors } = personal.formState;
  return (
    <AccountSection id="personal-heading" title="Personal Information">
      <form noValidate onSubmit={save} className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          error={errors.first_name?.message}
          autoComplete="given-name"
          {...personal.register("first_name")}
        />
        <TextField
          label="Last name"
          error={errors.last_name?.message}
          autoComplete="family-name"
          {...personal.register("last_name")}
        />
        <div className="flex flex-col gap-2 sm:col-span-2 sm:flex-row sm:items-start">
          <TextField
            label="Email"
            type="email"
            error={emailForm.formState.errors.email?.message}
            autoComplete="email"
            className="flex-1"
            hint={
              pending
                ? `A verification link was sent to ${pending}. Your e-mail changes once you open it.`
                : "To change it, enter the new address and press Verify."
            }
            {...emailForm.register("email")}
          />
          <Button
            type="button"
            variant="outline"
            className="sm:mt-7"
            disabled={busy || typedEmail.trim().toLowerCase() === savedEmail}
            onClick={() => void verify()}
          >
            {emailForm.formState.isSubmitting ? "Sending..." : "Verify"}
          </Button>
        </div>
        <FormPhoneField
          control={personal.control}
          name="phone_number"
          label="Phone"
          className="sm:col-span-2"
        />
        <Button type="submit" disabled={busy} className="justify-self-start">
          {personal.formState.isSubmitting ? "Saving..." : "Save Changes"}
        </Button>
      </form>
    </AccountSection>
  );
}
