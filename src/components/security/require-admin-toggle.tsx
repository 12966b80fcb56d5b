"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Switch } from "@/components/ui/switch";
import { TitledSection } from "@/components/ui/titled-section";
import { api } from "@/lib/api-client";

/**
 * Settings' "Require 2FA for all administrator accounts". Only an administrator who has 2FA on
 * may turn it on, so nobody locks themselves out of the console by accident.
 */
export function RequireAdminToggle({
  initial,
  ownTwoFactorOn,
}: {
  initial: boolean;
  ownTwoFactorOn: boolean;
}) {
  const [required, setRequired] = useState(initial);
  const [busy, setBusy] = useState(false);

  async function change(next: boolean) {
    setBusy(true);
    const result = await api.put<unknown>("/api/admin/settings/security", {
      json: { require_admin_2fa: next },
    });
    setBusy(false);
    if (!result.ok) {
      toast.error(result.message);
      return;
    }
    setRequired(next);
    toast.success(
      next
        ? "Two-factor sign-in is now required for every administrator"
        : "Two-factor sign-in is no longer required for administrators",
    );
  }

  return (
    <TitledSection
      id="require-two-factor-heading"
      title="Administrator accounts"
      className="p-6"
      titleClassName="mb-2"
    >
      <Switch
        label="Require 2FA for all administrator accounts"
        checked={required}
        onCheckedChange={change}
        disabled={busy || (!required && !ownTwoFactorOn)}
        hint={
          !required && !ownTwoFactorOn
            ? "Turn on two-factor sign-in for your own account first."
            : "Administrators without it are sent to set it up before they can use the console."
        }
      />
    </TitledSection>
  );
}
