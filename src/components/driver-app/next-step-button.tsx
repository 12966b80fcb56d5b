"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api-client";
import {
  DRIVER_STEP_LABELS,
  NEXT_DRIVER_STEP,
  noShowAvailable,
  type DriverStep,
} from "@/lib/dispatch/driver-steps";
import type { DriverJobView } from "@/lib/driver-app/types";

/**
 * The one large button that shows only the job's next step. It moves on only when the server has
 * confirmed the step; a failure says so with Retry (sending the same step again is safe: the
 * server answers a repeated step with the job as it is). A no show, once the free waiting time is
 * over, is a separate action that asks for confirmation first.
 */
export function NextStepButton({
  job,
  now,
  onMoved,
}: {
  job: DriverJobView;
  /** The current time (server-corrected), for when a no show becomes possible. */
  now: Date;
  onMoved: (job: DriverJobView) => void;
}) {
  const [pending, setPending] = useState<DriverStep | null>(null);
  const [failed, setFailed] = useState<{ step: DriverStep; message: string } | null>(null);
  const [confirmNoShow, setConfirmNoShow] = useState(false);
  const next = NEXT_DRIVER_STEP[job.status];
  const noShow = noShowAvailable({
    status: job.status,
    freeWaitingEndsAt: new Date(job.free_waiting_ends_at),
    now,
  });

  async function send(step: DriverStep) {
    setPending(step);
    setFailed(null);
    const result = await api.post<DriverJobView>(`/api/driver/jobs/${job.assignment_id}/status`, {
      json: { to: step },
      fallbackMessage: "The step could not be saved.",
    });
    setPending(null);
    if (result.ok) {
      setConfirmNoShow(false);
      onMoved(result.data);
    } else {
      setFailed({ step, message: result.message });
    }
  }

  if (!next && !noShow) return null;
  return (
    <div className="flex flex-col gap-3">
      {next && (
        <Button
          size="lg"
          fullWidth
          className="min-h-14 text-lg"
          disabled={pending !== null}
          onClick={() => void send(next)}
        >
          {pending === next ? "Saving…" : DRIVER_STEP_LABELS[next]}
        </Button>
      )}
      {failed && (
        <Alert tone="error">
          <p>
            {DRIVER_STEP_LABELS[failed.step]} failed: {failed.message}
          </p>
          <Button
            variant="danger-outline"
            className="mt-2"
            disabled={pending !== null}
            onClick={() => void send(failed.step)}
          >
            Retry
          </Button>
        </Alert>
      )}
      {noShow && !confirmNoShow && (
        <Button variant="danger-outline" fullWidth onClick={() => setConfirmNoShow(true)}>
          {DRIVER_STEP_LABELS.no_show}
        </Button>
      )}
      {noShow && confirmNoShow && (
        <div className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          <p>The free waiting time is over. Record a no show? The office will be told.</p>
          <div className="mt-2 grid grid-cols-2 gap-2">
            <Button
              variant="danger"
              disabled={pending !== null}
              onClick={() => void send("no_show")}
            >
              {pending === "no_show" ? "Saving…" : "Confirm no show"}
            </Button>
            <Button variant="outline" onClick={() => setConfirmNoShow(false)}>
              Keep waiting
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
