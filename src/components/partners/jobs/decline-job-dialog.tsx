"use client";

import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { DialogFormActions } from "@/components/ui/dialog-form-actions";
import { applyFieldErrors } from "@/components/ui/form-errors";
import { lazySchemaResolver } from "@/components/ui/lazy-resolver";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/api-client";
import type { PartnerJob } from "@/lib/partners/partner-jobs";
import { useJobDialog } from "./use-job-dialog";

interface DeclineInput {
  reason: string;
}

const resolver = lazySchemaResolver<DeclineInput>(
  async () => (await import("@/lib/validations/partner-job")).partnerDeclineJobSchema,
);

/** Decline: the reason goes to the operator, and the job returns to its queue. */
export function DeclineJobDialog({ job }: { job: PartnerJob }) {
  const { register, handleSubmit, formState, reset, setError } = useForm<DeclineInput>({
    resolver,
    defaultValues: { reason: "" },
  });

  const { open, changeOpen, finish } = useJobDialog(() => reset());

  const submit = handleSubmit(async (values) => {
    const result = await api.post<unknown>(`/api/partner/jobs/${job.assignment_id}/decline`, {
      json: values,
      fallbackMessage: "The job could not be declined. Please try again.",
    });
    if (!result.ok) {
      applyFieldErrors(setError, result.fieldErrors, ["reason"]);
      toast.error("Not declined", { description: result.message });
      return;
    }
    finish(result.message);
  });

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button
          size="sm"
          variant="danger-outline"
          aria-label={`Decline job ${job.booking_reference}`}
        >
          Decline
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Decline job ${job.booking_reference}?`}
        description="The operator sees your reason and offers the job elsewhere."
      >
        <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
          <Textarea
            label="Reason"
            required
            maxLength={500}
            error={formState.errors.reason?.message}
            {...register("reason")}
          />
          <DialogFormActions
            submitting={formState.isSubmitting}
            label="Decline job"
            pendingLabel="Declining..."
            variant="danger"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
