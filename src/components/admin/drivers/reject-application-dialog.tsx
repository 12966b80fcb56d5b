"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { applyFieldErrors } from "@/components/ui/form-errors";
import { lazySchemaResolver } from "@/components/ui/lazy-resolver";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { api } from "@/lib/api-client";
import type { DriverView } from "@/lib/drivers/types";
import { REJECTION_REASON_MAX, type RejectDriverInput } from "@/lib/validations/driver-decision";
import { fullName } from "@/components/drivers/driver-format";
import { DialogFormActions } from "@/components/ui/dialog-form-actions";

const resolver = lazySchemaResolver<RejectDriverInput>(
  async () => (await import("@/lib/validations/driver-decision")).rejectDriverSchema,
);

/** Reject: the reason (required) is e-mailed to the applicant as written, and kept in History. */
export function RejectApplicationDialog({
  driver,
  size,
  onRejected,
}: {
  driver: DriverView;
  size: "sm" | "md";
  onRejected: (driver: DriverView) => void;
}) {
  const [open, setOpen] = useState(false);
  const { register, handleSubmit, formState, reset, setError } = useForm<RejectDriverInput>({
    resolver,
    defaultValues: { reason: "" },
  });
  const name = fullName(driver);

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) reset();
  };

  const submit = handleSubmit(async (values) => {
    const result = await api.post<DriverView>(`/api/drivers/${driver.driver_id}/reject`, {
      json: values,
      fallbackMessage: "The application could not be rejected. Please try again.",
    });
    if (!result.ok) {
      applyFieldErrors(setError, result.fieldErrors, ["reason"]);
      toast.error("Not rejected", { description: result.message });
      return;
    }
    changeOpen(false);
    toast.success(result.message);
    onRejected(result.data);
  });

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button size={size} variant="danger-outline" aria-label={`Reject ${name}`}>
          Reject
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Reject ${name}'s application?`}
        description={`The reason is e-mailed to ${driver.email}, and the record is kept as Unavailable.`}
      >
        <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
          <Textarea
            label="Reason (sent to the applicant)"
            required
            maxLength={REJECTION_REASON_MAX}
            error={formState.errors.reason?.message}
            {...register("reason")}
          />
          <DialogFormActions
            submitting={formState.isSubmitting}
            label="Reject application"
            pendingLabel="Rejecting..."
            variant="danger"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
