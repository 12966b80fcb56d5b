"use client";

import { Button, type ButtonVariant } from "./button";
import { DialogClose } from "./dialog";

/**
 * The footer of a form inside a dialog: Cancel closes the dialog untouched, the submit button
 * says what it is doing while the request runs and cannot be pressed twice.
 */
export function DialogFormActions({
  submitting,
  label,
  pendingLabel,
  variant,
}: {
  submitting: boolean;
  label: string;
  pendingLabel: string;
  variant?: ButtonVariant;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <DialogClose asChild>
        <Button type="button" variant="outline">
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" variant={variant} disabled={submitting}>
        {submitting ? pendingLabel : label}
      </Button>
    </div>
  );
}
