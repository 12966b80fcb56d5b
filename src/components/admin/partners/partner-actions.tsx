"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { ConfirmActionDialog } from "@/components/admin/confirm-action-dialog";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api-client";
import type { PartnerAdminUpdateInput } from "@/lib/validations/partner-admin";
import type { AdminPartnerCard } from "./partner-types";

/** PATCH /api/admin/partners/{id}, then the server-rendered list is read again. */
export function usePartnerUpdate(partner: AdminPartnerCard) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const update = async (change: PartnerAdminUpdateInput, done: string) => {
    setBusy(true);
    const result = await api.patch<AdminPartnerCard>(`/api/admin/partners/${partner.partner_id}`, {
      json: change,
      fallbackMessage: "The partner could not be updated. Please try again.",
    });
    setBusy(false);
    if (!result.ok) {
      toast.error(result.message);
      return result;
    }
    toast.success(done);
    router.refresh();
    return result;
  };
  return { busy, update };
}

/** Approve after a confirmation: it publishes the guest page and e-mails the partner. */
function ApprovePartnerButton({ partner }: { partner: AdminPartnerCard }) {
  const { busy, update } = usePartnerUpdate(partner);
  const [open, setOpen] = useState(false);
  const name = partner.company_name;
  const approve = async () => {
    const result = await update({ status: "Active" }, `${name} approved`);
    if (result.ok) setOpen(false);
  };
  return (
    <ConfirmActionDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" aria-label={`Approve ${name}`}>
          Approve
        </Button>
      }
      title={`Approve ${name}?`}
      description={`${name} becomes Active: its guest booking page goes live and the partner is e-mailed that it has been approved.`}
      confirmLabel="Approve partner"
      busyLabel="Approving..."
      busy={busy}
      onConfirm={approve}
    />
  );
}

const DEACTIVATE = {
  status: "Inactive",
  action: "Deactivate",
  done: "deactivated",
  variant: "danger-outline",
} as const;
const REACTIVATE = {
  status: "Active",
  action: "Reactivate",
  done: "reactivated",
  variant: "outline",
} as const;

/** Approve (Pending), Deactivate (Active) or Reactivate (Inactive). */
export function PartnerStatusActions({ partner }: { partner: AdminPartnerCard }) {
  const { busy, update } = usePartnerUpdate(partner);
  const name = partner.company_name;
  if (partner.status === "Pending") return <ApprovePartnerButton partner={partner} />;
  const { status, action, done, variant } = partner.status === "Active" ? DEACTIVATE : REACTIVATE;
  return (
    <Button
      size="sm"
      variant={variant}
      disabled={busy}
      onClick={() => void update({ status }, `${name} ${done}`)}
      aria-label={`${action} ${name}`}
    >
      {action}
    </Button>
  );
}
