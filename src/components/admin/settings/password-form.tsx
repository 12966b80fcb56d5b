"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { PasswordChangeForm } from "@/components/ui/password-change-form";
import { HeadedSection } from "@/components/ui/headed-section";

type Shown = { tone: "success" | "error"; text: string } | null;

/**
 * Current, New and Confirm New Password with 'Update Password'. This session stays signed in and
 * every other one ends (the server says so); `onUpdated` lets the sessions list reload.
 */
export function PasswordForm({ onUpdated }: { onUpdated?: () => void }) {
  const [shown, setShown] = useState<Shown>(null);
  return (
    <HeadedSection id="password-heading" title="Password" className="flex flex-col gap-4">
      <PasswordChangeForm
        endpoint="/api/admin/account/password"
        onChanged={(message) => {
          setShown({ tone: "success", text: message });
          onUpdated?.();
        }}
        onRefused={(message) => setShown({ tone: "error", text: message })}
        submitLabel="Update Password"
        busyLabel="Updating..."
        newPasswordHint="At least 8 characters. Your other sessions will be signed out."
        className="grid max-w-md grid-cols-1 gap-4"
      >
        {shown && <Alert tone={shown.tone}>{shown.text}</Alert>}
      </PasswordChangeForm>
    </HeadedSection>
  );
}
