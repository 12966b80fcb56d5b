"use client";

import { useState } from "react";
import type { TwoFactorStatusView } from "@/lib/validations/two-factor";
import { RequireAdminToggle } from "./require-admin-toggle";
import { TwoFactorPanel } from "./two-factor-panel";

/**
 * The console's two-factor page: the administrator's own set-up, and the rule for every
 * administrator account (which follows the panel: it unlocks once the admin's own 2FA is on).
 */
export function AdminTwoFactorSettings({
  initial,
  requireForAdmins,
}: {
  initial: TwoFactorStatusView;
  requireForAdmins: boolean;
}) {
  const [ownOn, setOwnOn] = useState(initial.enabled);
  return (
    <div className="space-y-6">
      <TwoFactorPanel
        initial={initial}
        title="Your account"
        onStatusChange={(status) => setOwnOn(status.enabled)}
      />
      <RequireAdminToggle initial={requireForAdmins} ownTwoFactorOn={ownOn} />
    </div>
  );
}
