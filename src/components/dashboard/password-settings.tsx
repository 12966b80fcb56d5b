"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { PasswordChangeForm } from "@/components/ui/password-change-form";
import { ProfilePanel } from "@/components/account/profile-panel";

/** Change Password / Cancel toggle; a successful change ends every session, this one too. */
export function PasswordSettings({ userId }: { userId: number }) {
  const [open, setOpen] = useState(false);

  const signOutEverywhere = async () => {
    setOpen(false);
    toast.success("Your password has been successfully updated.");
    // next-auth's client is needed only here, so it is not downloaded with the profile page.
    const { signOut } = await import("next-auth/react");
    await signOut({ callbackUrl: "/login" });
  };

  return (
    <ProfilePanel
      id="password-heading"
      title="Password Settings"
      action={
        <Button variant="outline" onClick={() => setOpen(!open)} aria-expanded={open}>
          {open ? "Cancel" : "Change Password"}
        </Button>
      }
    >
      {open && (
        <PasswordChangeForm
          endpoint="/api/auth/reset-password"
          method="POST"
          rule="customer"
          body={({ currentPassword, newPassword }) => ({ userId, currentPassword, newPassword })}
          onChanged={signOutEverywhere}
          fallbackMessage="Failed to update password. Please try again."
          submitLabel="Save"
          busyLabel="Saving..."
          namedIds
          intro={
            <p className="text-sm text-neutral-700">
              After saving, you will be signed out everywhere and will need to log in again with
              your new password.
            </p>
          }
          className="mt-4 grid grid-cols-1 gap-4 sm:max-w-md"
        />
      )}
    </ProfilePanel>
  );
}
