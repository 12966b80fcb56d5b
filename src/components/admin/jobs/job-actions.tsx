"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toastResult } from "@/components/admin/toast-result";
import { api } from "@/lib/api-client";
import type { JobStatusValue } from "@/lib/validations/jobs";

/** Retry (failed or cancelled) and Cancel (queued); the list re-renders with the answer. */
export function JobActions({ jobId, status }: { jobId: number; status: JobStatusValue }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const act = async (action: "retry" | "cancel") => {
    setBusy(true);
    const answer = await api.post(`/api/admin/jobs/${jobId}/${action}`, {
      fallbackMessage: "The job could not be changed. Please try again.",
    });
    setBusy(false);
    if (toastResult(answer)) router.refresh();
  };
  if (status === "failed" || status === "cancelled")
    return (
      <Button size="sm" variant="outline" disabled={busy} onClick={() => void act("retry")}>
        Retry<span className="sr-only"> job {jobId}</span>
      </Button>
    );
  if (status === "queued")
    return (
      <Button size="sm" variant="outline" disabled={busy} onClick={() => void act("cancel")}>
        Cancel<span className="sr-only"> job {jobId}</span>
      </Button>
    );
  return null;
}
