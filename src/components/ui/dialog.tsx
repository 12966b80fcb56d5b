"use client";

import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClass } from "./button";
import { cn } from "./cn";
import { useReturnFocus } from "./return-focus";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const widths = { sm: "max-w-md", md: "max-w-lg", lg: "max-w-xl", xl: "max-w-3xl" } as const;

export const overlayClass = "fixed inset-0 z-[60] bg-black/60";
export const panelClass =
  "fixed left-1/2 top-1/2 z-[60] max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl p-6 shadow-xl focus-visible:outline-none";

export interface DialogContentProps {
  /** Every dialog has a title: it is the dialog's accessible name. */
  title: ReactNode;
  description?: ReactNode;
  /** Keeps the description for screen readers only. */
  hideDescription?: boolean;
  size?: keyof typeof widths;
  /** "muted" for dialogs holding white cards (the booking form). */
  surface?: "white" | "muted";
  /** A close (X) button in the corner; on by default. */
  showClose?: boolean;
  className?: string;
  children?: ReactNode;
  onOpenAutoFocus?: (event: Event) => void;
  /** For a dialog opened without a DialogTrigger: put the focus back where it came from. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** The dialog's overlay, panel, title, description and close button, in a portal. */
export function DialogContent({
  title,
  description,
  hideDescription,
  size = "md",
  surface = "white",
  showClose = true,
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
}: DialogContentProps) {
  const focus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClass} />
      <DialogPrimitive.Content
        onOpenAutoFocus={focus.onOpenAutoFocus}
        onCloseAutoFocus={focus.onCloseAutoFocus}
        // Without a description, say so, rather than point at an element that does not exist.
        {...(description ? {} : { "aria-describedby": undefined })}
        className={cn(
          panelClass,
          widths[size],
          surface === "white" ? "bg-white" : "bg-neutral-100",
          className,
        )}
      >
        <div className="flex items-start justify-between gap-4">
          <DialogPrimitive.Title className="text-lg font-semibold text-neutral-900">
            {title}
          </DialogPrimitive.Title>
          {showClose && (
            <DialogPrimitive.Close
              aria-label="Close"
              className={buttonClass({ variant: "ghost", size: "icon", className: "-m-2" })}
            >
              <X aria-hidden className="size-5" />
            </DialogPrimitive.Close>
          )}
        </div>
        {description ? (
          <DialogPrimitive.Description
            className={cn("mt-1 text-sm text-neutral-700", hideDescription && "sr-only")}
          >
            {description}
          </DialogPrimitive.Description>
        ) : null}
        <div className="mt-4">{children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
