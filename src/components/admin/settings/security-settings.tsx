"use client";

import { useState } from "react";
import { ActiveSessions } from "./active-sessions";
import { PasswordForm } from "./password-form";
import { TwoFactorRow } from "./two-factor-row";

/** Settings' Security tab: the password, two-factor sign-in and the account's sessions. */
export function SecuritySettings() {
  // A new password ends the other sessions, so the list reloads after one.
  const [passwordChanges, setPasswordChanges] = useState(0);
  return (
    <div className="flex flex-col gap-8">
      <PasswordForm onUpdated={() => setPasswordChanges((count) => count + 1)} />
      <TwoFactorRow />
      <ActiveSessions version={passwordChanges} />
    </div>
  );
}
