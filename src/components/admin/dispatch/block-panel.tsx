"use client";

import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { applyFieldErrors } from "@/components/ui/form-errors";
import { lazySchemaResolver } from "@/components/ui/lazy-resolver";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/api-client";
import { BOARD_TIME_ZONE, type Block } from "@/lib/dispatch/board-types";
import { isHolding } from "@/lib/dispatch/job-states";
import type { UnassignInput } from "@/lib/validations/assignment";
import { JOB_STATE_LABELS } from "./board-labels";
import { SIDE_PANEL_CLASS } from "./job-panel";

const resolver = lazySchemaResolver<UnassignInput>(
  async () => (await import("@/lib/validations/assignment")).unassignSchema,
);

/** A job on a lane: what it is, and Unassign (with the reason the History keeps) while held. */
export function BlockPanel({
  block,
  holder,
  onClose,
  onChanged,
}: {
  block: Block;
  /** The chauffeur's or partner's name. */
  holder: string;
  onClose: () => void;
  onChanged: () => Promise<void>;
}) {
  const { register, handleSubmit, formState, setError } = useForm<UnassignInput>({
    resolver,
    defaultValues: { reason: "" },
  });
  const failure = formState.errors.root?.server?.message;

  const unassign = handleSubmit(async (values) => {
    const result = await api.del(`/api/admin/assignments/${block.assignment_id}`, {
      json: { reason: values.reason.trim() },
    });
    if (!result.ok) {
      applyFieldErrors(setError, result.fieldErrors, ["reason"]);
      setError("root.server", { type: "server", message: result.message });
      return;
    }
    toast.success(result.message || "Chauffeur unassigned");
    await onChanged();
    onClose();
  });

  const car = block.car_number > 1 ? `, car ${block.car_number}` : "";
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={`${block.booking_reference}${car}`} className={SIDE_PANEL_CLASS}>
        {block.warnings && (
          <Alert tone="warning" live={false} className="mb-3">
            {block.warnings.join(" · ")}: give the job to someone else, or renew the document first.
          </Alert>
        )}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-semibold">Status</dt>
          <dd>{JOB_STATE_LABELS[block.status]}</dd>
          <dt className="font-semibold">With</dt>
          <dd>{holder}</dd>
          <dt className="font-semibold">Time</dt>
          <dd>
            {block.local_start}–{block.local_end} ({block.pickup_time_zone ?? BOARD_TIME_ZONE})
          </dd>
          <dt className="font-semibold">From</dt>
          <dd className="break-words">{block.pickup}</dd>
          {block.dropoff && (
            <>
              <dt className="font-semibold">To</dt>
              <dd className="break-words">{block.dropoff}</dd>
            </>
          )}
        </dl>
        {isHolding(block.status) && (
          <form
            onSubmit={(event) => void unassign(event)}
            noValidate
            className="mt-5 flex flex-col gap-3"
          >
            {failure && <Alert tone="error">{failure}</Alert>}
            <Textarea
              label="Reason for unassigning"
              rows={3}
              maxLength={500}
              error={formState.errors.reason?.message}
              {...register("reason")}
            />
            <Button
              type="submit"
              variant="danger-outline"
              disabled={formState.isSubmitting}
              className="self-start"
            >
              Unassign
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
