"use client";

import { useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api-client";
import { untilPickupText } from "@/lib/dispatch/board-time";
import {
  DRIVER_STEP_LABELS,
  NEXT_DRIVER_STEP,
  earlySetOffMinutes,
  noShowAvailable,
  type DriverStep,
} from "@/lib/dispatch/driver-steps";
import type { DriverJobView } from "@/lib/driver-app/types";

/**
 * The one large button that shows only the job's next step. It moves on only when the server has
 * confirmed the step; a failure says so with Retry (sending the same step again is safe: the
 * server answers a repeated step with the job as it is). Setting off hours before the pickup, and
 * a no show once the free waiting time is over, ask for confirmation first.
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
  const [confirmSetOff, setConfirmSetOff] = useState(false);
  const setOffButton = useRef<HTMLButtonElement>(null);
  const next = NEXT_DRIVER_STEP[job.status];
  const earlyMinutes = earlySetOffMinutes({
    status: job.status,
    pickupAt: new Date(job.pickup_at),
    now,
  });
  // Asked only while setting off would still be early (the clock may reach the window meanwhile).
  const asking = confirmSetOff && earlyMinutes !== null;
  // Focus moves to the question when it opens, so a keyboard or screen reader user is there.
  useEffect(() => {
    if (asking) setOffButton.current?.focus();
  }, [asking]);
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
      setConfirmSetOff(false);
      onMoved(result.data);
    } else {
      setFailed({ step, message: result.message });
    }
  }

  if (!next && !noShow) return null;
  return (
    <div className="flex flex-col gap-3">
      {next && !asking && (
        <Button
          size="lg"
          fullWidth
          className="min-h-14 text-lg"
          disabled={pending !== null}
          onClick={() => {
            if (earlyMinutes !== null) setConfirmSetOff(true);
            else void send(next);
          }}
        >
          {pending === next ? "Saving…" : DRIVER_STEP_LABELS[next]}
        </Button>
      )}
      {next && asking && (
        <div
          role="group"
          aria-label="Set off early?"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <p>
            The pickup is {untilPickupText(earlyMinutes)}. Set off now? Your passenger will be told
            you are on the way.
          </p>
          <div className="mt-2 grid grid-cols-2 gap-2">
            <Button ref={setOffButton} disabled={pending !== null} onClick={() => void send(next)}>
              {pending === next ? "Saving…" : "Set off now"}
            </Button>
            <Button variant="outline" onClick={() => setConfirmSetOff(false)}>
              Not yet
            </Button>
          </div>
        </div>
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
