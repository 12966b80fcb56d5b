"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/api-client";
import { NEXT_STEP_LABELS, type PartnerJob } from "@/lib/partners/partner-jobs";

/** The one button that moves an accepted job to its next step on the road. */
export function NextStepButton({ job }: { job: PartnerJob }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const next = job.next_step;
  if (!next) return null;
  const label = NEXT_STEP_LABELS[next] ?? next;

  const move = async () => {
    setBusy(true);
    const result = await api.post<unknown>(`/api/partner/jobs/${job.assignment_id}/status`, {
      json: { to: next },
      fallbackMessage: "The job could not be updated. Please try again.",
    });
    setBusy(false);
    if (!result.ok) {
      toast.error("Not updated", { description: result.message });
      return;
    }
    toast.success(`Job ${job.booking_reference}: ${label}`);
    router.refresh();
  };

  return (
    <Button
      size="sm"
      variant="outline"
      disabled={busy}
      onClick={move}
      aria-label={`${label}: job ${job.booking_reference}`}
    >
      {label}
    </Button>
  );
}
