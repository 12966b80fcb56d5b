"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api-client";
import { ProfilePanel } from "@/components/account/profile-panel";

/** Ends every session of the account (a lost phone, a shared computer), this one included. */
export function LogoutEverywhere() {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    const result = await api.post<null>("/api/auth/logout-all", {
      fallbackMessage: "Failed to log out of all devices. Please try again.",
    });
    if (!result.ok) {
      toast.error(result.message);
      setBusy(false);
      return;
    }
    // Loaded here: the profile page needs next-auth's client for this button alone.
    const { signOut } = await import("next-auth/react");
    await signOut({ callbackUrl: "/login" });
  };
  return (
    <ProfilePanel id="sessions-heading" title="Sessions">
      <p className="mt-1 text-sm text-neutral-700">
        Signed in somewhere you no longer use? Log out everywhere, including this device.
      </p>
      <Button variant="outline" className="mt-4" onClick={run} disabled={busy}>
        {busy ? "Logging out..." : "Log out of all devices"}
      </Button>
    </ProfilePanel>
  );
}
