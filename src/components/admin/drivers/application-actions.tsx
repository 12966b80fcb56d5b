"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { ConfirmActionDialog } from "@/components/admin/confirm-action-dialog";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api-client";
import type { DriverView } from "@/lib/drivers/types";
import { fullName } from "@/components/drivers/driver-format";
import { RejectApplicationDialog } from "./reject-application-dialog";

/** An application the administrator has yet to decide: under review, with no account. */
export function isOpenApplication(driver: DriverView): boolean {
  return driver.status === "Under Review" && !driver.has_account;
}

/**
 * Approve (after a confirmation naming the account that will be made and the e-mail that will
 * be sent) and Reject (with a reason) for an application; nothing for any other driver. The
 * answer's driver replaces the list entry.
 */
export function ApplicationActions({
  driver,
  onDecided,
  size = "md",
}: {
  driver: DriverView;
  onDecided: (driver: DriverView) => void;
  size?: "sm" | "md";
}) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!isOpenApplication(driver)) return null;
  const name = fullName(driver);

  const approve = async () => {
    setBusy(true);
    const result = await api.post<DriverView>(`/api/drivers/${driver.driver_id}/approve`, {
      json: {},
      fallbackMessage: "The application could not be approved. Please try again.",
    });
    setBusy(false);
    if (!result.ok) {
      toast.error("Not approved", { description: result.message });
      return;
    }
    setConfirming(false);
    toast.success(result.message);
    onDecided(result.data);
  };

  return (
    <div className="flex flex-wrap gap-2">
      <ConfirmActionDialog
        open={confirming}
        onOpenChange={setConfirming}
        trigger={
          <Button size={size} aria-label={`Approve ${name}`}>
            Approve
          </Button>
        }
        title={`Approve ${name}?`}
        description={`${name} becomes Available. A driver account is created for ${driver.email} (or their existing account is linked) and they are e-mailed a link to set their password.`}
        confirmLabel="Approve driver"
        busyLabel="Approving..."
        busy={busy}
        onConfirm={approve}
      />
      <RejectApplicationDialog driver={driver} size={size} onRejected={onDecided} />
    </div>
  );
}
