"use client";

import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { PhoneField } from "@/components/ui/phone-field";
import { TextField } from "@/components/ui/text-field";
import { api } from "@/lib/api-client";
import {
  emailChangeSchema,
  partnerPersonalSchema,
  type PartnerAccountView,
} from "@/lib/validations/partner-account";
import { AccountSection } from "./account-section";
import { fieldErrorsOf } from "./field-errors";

/**
 * Personal Information: name and phone saved with Save Changes; the e-mail changes through
 * Verify (a link to the new address), so the field keeps showing the address in use until then.
 */
export function PersonalInfoForm({
  initial,
  pendingEmail,
}: {
  initial: PartnerAccountView["personal"];
  pendingEmail: string | null;
}) {
  const [values, setValues] = useState(initial);
  const [email, setEmail] = useState(initial.email);
  const [pending, setPending] = useState(pendingEmail);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<"save" | "verify" | null>(null);
  const set = (key: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));

  async function save(event: FormEvent) {
    event.preventDefault();
    const body = {
      first_name: values.first_name,
      last_name: values.last_name,
      phone_number: values.phone_number,
    };
    const parsed = partnerPersonalSchema.safeParse(body);
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    setBusy("save");
    const result = await api.put<PartnerAccountView>("/api/partner/account/personal", {
      json: body,
    });
    setBusy(null);
    if (!result.ok) {
      setErrors({ ...result.fieldErrors });
      toast.error(result.message);
      return;
    }
    setValues((current) => ({ ...current, ...result.data.personal }));
    toast.success(result.message);
  }

  async function verify() {
    const parsed = emailChangeSchema.safeParse({ email });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    setBusy("verify");
    const result = await api.post<{ pending_email: string | null }>("/api/partner/account/email", {
      json: { email },
    });
    setBusy(null);
    if (!result.ok) {
      setErrors({ ...result.fieldErrors });
      toast.error(result.message);
      return;
    }
    setPending(result.data.pending_email);
    toast.success(result.message);
  }

  return (
    <AccountSection id="personal-heading" title="Personal Information">
      <form noValidate onSubmit={save} className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          value={values.first_name}
          onChange={(e) => set("first_name")(e.target.value)}
          error={errors.first_name}
          autoComplete="given-name"
        />
        <TextField
          label="Last name"
          value={values.last_name}
          onChange={(e) => set("last_name")(e.target.value)}
          error={errors.last_name}
          autoComplete="family-name"
        />
        <div className="flex flex-col gap-2 sm:col-span-2 sm:flex-row sm:items-start">
          <TextField
            label="Email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errors.email}
            autoComplete="email"
            className="flex-1"
            hint={
              pending
                ? `A verification link was sent to ${pending}. Your e-mail changes once you open it.`
                : "To change it, enter the new address and press Verify."
            }
          />
          <Button
            type="button"
            variant="outline"
            className="sm:mt-7"
            disabled={busy !== null || email.trim().toLowerCase() === values.email}
            onClick={() => void verify()}
          >
            {busy === "verify" ? "Sending..." : "Verify"}
          </Button>
        </div>
        <PhoneField
          label="Phone"
          value={values.phone_number}
          onChange={set("phone_number")}
          error={errors.phone_number}
          className="sm:col-span-2"
        />
        <Button type="submit" disabled={busy !== null} className="justify-self-start">
          {busy === "save" ? "Saving..." : "Save Changes"}
        </Button>
      </form>
    </AccountSection>
  );
}
