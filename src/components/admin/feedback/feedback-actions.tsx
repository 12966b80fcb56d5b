"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormSwitch } from "@/components/admin/form-controls";
import { toastResult } from "@/components/admin/toast-result";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { DialogFormActions } from "@/components/ui/dialog-form-actions";
import { applyFieldErrors } from "@/components/ui/form-errors";
import { lazySchemaResolver } from "@/components/ui/lazy-resolver";
import { Textarea } from "@/components/ui/textarea";
import { api } from "@/lib/api-client";
import type { FeedbackFollowUpInput } from "@/lib/validations/ride-rating";

const resolver = lazySchemaResolver<FeedbackFollowUpInput>(
  async () => (await import("@/lib/validations/ride-rating")).feedbackFollowUpSchema,
);

/** Follow up: a note for the record and, when done, Close. A closed item only shows its note. */
export function FeedbackActions({
  ratingId,
  reference,
  note,
  closed,
}: {
  ratingId: number;
  reference: string;
  note: string | null;
  closed: boolean;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { control, register, handleSubmit, formState, setError } = useForm<FeedbackFollowUpInput>({
    resolver,
    defaultValues: { note: note ?? "", close: false },
  });
  if (closed) return null;
  const submit = handleSubmit(async (values) => {
    const answer = await api.patch(`/api/admin/feedback/${ratingId}`, {
      json: values,
      fallbackMessage: "The feedback could not be saved. Please try again.",
    });
    if (!answer.ok) applyFieldErrors(setError, answer.fieldErrors, ["note", "close"]);
    if (toastResult(answer)) {
      setOpen(false);
      router.refresh();
    }
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          Follow up<span className="sr-only"> on the rating of {reference}</span>
        </Button>
      </DialogTrigger>
      <DialogContent title={`Follow up: ${reference}`}>
        <form
          className="mt-4 flex flex-col gap-4"
          noValidate
          onSubmit={(event) => void submit(event)}
        >
          <Textarea
            label="Note"
            maxLength={2000}
            error={formState.errors.note?.message}
            {...register("note")}
          />
          <FormSwitch control={control} name="close" label="Close this feedback" />
          <DialogFormActions
            submitting={formState.isSubmitting}
            label="Save"
            pendingLabel="Saving…"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
