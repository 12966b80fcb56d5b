"use client";

import { toast } from "@/components/ui/toast";
import { PasswordChangeForm } from "@/components/ui/password-change-form";
import { AccountSection } from "./account-section";

/** Change Password: the current one is checked; this device stays signed in, others are not. */
export function ChangePasswordForm() {
  return (
    <AccountSection
      id="password-heading"
      title="Change Password"
      description="At least 8 characters. Every other device signed in to your account will be signed out."
    >
      <PasswordChangeForm
        endpoint="/api/partner/account/password"
        onChanged={(message) => toast.success(message)}
        submitLabel="Change Password"
        busyLabel="Updating..."
        className="grid gap-4 sm:max-w-md"
      />
    </AccountSection>
  );
}
