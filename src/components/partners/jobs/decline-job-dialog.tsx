"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { applyFieldErrors } from "@/components/ui/form-errors";
import { lazySchemaResolver } from "@/components/ui/lazy-resolver";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/api-client";
import type { PartnerJob } from "@/lib/partners/partner-jobs";

interface DeclineInput {
  reason: string;
}

const resolver = lazySchemaResolver<DeclineInput>(
  async () => (await import("@/lib/validations/partner-job")).partnerDeclineJobSchema,
);

/** Decline: the reason goes to the operator, and the job returns to its queue. */
export function DeclineJobDialog({ job }: { job: PartnerJob }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { register, handleSubmit, formState, reset, setError } = useForm<DeclineInput>({
    resolver,
    defaultValues: { reason: "" },
  });

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) reset();
  };

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
    changeOpen(false);
    toast.success(result.message);
    router.refresh();
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
          <div className="flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="danger" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? "Declining..." : "Decline job"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
