"use client";

import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { api } from "@/lib/api-client";
import type { DriverView } from "@/lib/drivers/types";
import { rejectDriverSchema, REJECTION_REASON_MAX } from "@/lib/validations/driver-decision";
import { fullName } from "@/components/drivers/driver-format";

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
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const name = fullName(driver);

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setReason("");
      setError(undefined);
    }
  };

  const submit = async () => {
    const parsed = rejectDriverSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    const result = await api.post<DriverView>(`/api/drivers/${driver.driver_id}/reject`, {
      json: parsed.data,
      fallbackMessage: "The application could not be rejected. Please try again.",
    });
    setBusy(false);
    if (!result.ok) {
      setError(result.fieldErrors.reason);
      toast.error("Not rejected", { description: result.message });
      return;
    }
    changeOpen(false);
    toast.success(result.message);
    onRejected(result.data);
  };

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
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Textarea
            label="Reason (sent to the applicant)"
            required
            maxLength={REJECTION_REASON_MAX}
            value={reason}
            error={error}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="danger" disabled={busy}>
              {busy ? "Rejecting..." : "Reject application"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
