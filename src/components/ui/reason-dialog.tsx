"use client";

import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { Button, type ButtonSize } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { DialogFormActions } from "@/components/ui/dialog-form-actions";
import { applyFieldErrors } from "@/components/ui/form-errors";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/api-client";

interface ReasonInput {
  reason: string;
}

/**
 * A refusal that needs a reason (reject an application, decline a job): a danger trigger opens a
 * dialog with the one required Reason box; the reason is POSTed to `url`. A refusal from the
 * server puts its field error on the box and a toast titled `failureTitle`; success closes and
 * clears the dialog, shows the server's message and hands its data to `onDone`.
 */
export function ReasonDialog<Result>({
  trigger,
  triggerLabel,
  size,
  title,
  description,
  reasonLabel,
  maxLength,
  resolver,
  url,
  fallbackMessage,
  failureTitle,
  submitLabel,
  pendingLabel,
  onDone,
}: {
  /** The trigger's visible text ("Reject") and its accessible name ("Reject Amelia Hart"). */
  trigger: string;
  triggerLabel: string;
  size: ButtonSize;
  title: string;
  description: string;
  reasonLabel: string;
  maxLength: number;
  resolver: Resolver<ReasonInput, unknown, ReasonInput>;
  url: string;
  fallbackMessage: string;
  failureTitle: string;
  submitLabel: string;
  pendingLabel: string;
  onDone: (data: Result) => void;
}) {
  const [open, setOpen] = useState(false);
  const { register, handleSubmit, formState, reset, setError } = useForm<ReasonInput>({
    resolver,
    defaultValues: { reason: "" },
  });

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) reset();
  };

  const submit = handleSubmit(async (values) => {
    const result = await api.post<Result>(url, { json: values, fallbackMessage });
    if (!result.ok) {
      applyFieldErrors(setError, result.fieldErrors, ["reason"]);
      toast.error(failureTitle, { description: result.message });
      return;
    }
    changeOpen(false);
    toast.success(result.message);
    onDone(result.data);
  });

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button size={size} variant="danger-outline" aria-label={triggerLabel}>
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent title={title} description={description}>
        <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
          <Textarea
            label={reasonLabel}
            required
            maxLength={maxLength}
            error={formState.errors.reason?.message}
            {...register("reason")}
          />
          <DialogFormActions
            submitting={formState.isSubmitting}
            label={submitLabel}
            pendingLabel={pendingLabel}
            variant="danger"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
