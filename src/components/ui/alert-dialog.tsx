"use client";

import * as AlertDialogPrimitive from "@radix-ui/react-alert-dialog";
import type { ReactNode } from "react";
import { buttonClass, type ButtonVariant } from "./button";
import { cn } from "./cn";
import { overlayClass, panelClass } from "./dialog";
import { useReturnFocus } from "./return-focus";

export const AlertDialog = AlertDialogPrimitive.Root;
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger;

/** A confirmation (role "alertdialog"): focus starts on Cancel, Escape cancels. */
export function AlertDialogContent({
  title,
  description,
  children,
  className,
}: {
  title: ReactNode;
  description: ReactNode;
  /** The actions row: an AlertDialogCancel and an AlertDialogAction (or a Button for async work). */
  children: ReactNode;
  className?: string;
}) {
  const focus = useReturnFocus();
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className={overlayClass} />
      <AlertDialogPrimitive.Content
        className={cn(panelClass, "max-w-md bg-white", className)}
        onOpenAutoFocus={focus.onOpenAutoFocus}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      >
        <AlertDialogPrimitive.Title className="text-lg font-semibold text-neutral-900">
          {title}
        </AlertDialogPrimitive.Title>
        <AlertDialogPrimitive.Description className="mt-2 text-sm text-neutral-800">
          {description}
        </AlertDialogPrimitive.Description>
        <div className="mt-6 flex flex-wrap justify-end gap-3">{children}</div>
      </AlertDialogPrimitive.Content>
    </AlertDialogPrimitive.Portal>
  );
}

export function AlertDialogCancel({ children }: { children: ReactNode }) {
  return (
    <AlertDialogPrimitive.Cancel className={buttonClass({ variant: "outline" })}>
      {children}
    </AlertDialogPrimitive.Cancel>
  );
}

/** Confirms and closes the dialog; for work that must finish first, render a Button instead. */
export function AlertDialogAction({
  children,
  onClick,
  variant = "danger",
}: {
  children: ReactNode;
  onClick?: () => void;
  variant?: ButtonVariant;
}) {
  return (
    <AlertDialogPrimitive.Action className={buttonClass({ variant })} onClick={onClick}>
      {children}
    </AlertDialogPrimitive.Action>
  );
}
