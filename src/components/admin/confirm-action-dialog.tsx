"use client";

import type { ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button, type ButtonVariant } from "@/components/ui/button";

/**
 * A console action confirmed first: the trigger opens a confirmation with Cancel and a button
 * that runs the action, saying it is busy while the request is out. The caller holds `open`, so
 * it closes the confirmation only once the action has succeeded.
 */
export function ConfirmActionDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel,
  busyLabel,
  busy,
  variant = "primary",
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the confirmation. */
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  variant?: ButtonVariant;
  onConfirm: () => Promise<void>;
}) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent title={title} description={description}>
        <AlertDialogCancel>Cancel</AlertDialogCancel>
        <Button variant={variant} disabled={busy} onClick={() => void onConfirm()}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </AlertDialogContent>
    </AlertDialog>
  );
}
