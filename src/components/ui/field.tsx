"use client";

import type { ReactNode } from "react";
import { useId } from "react";
import { cn } from "./cn";

// neutral-500 borders keep the field's outline at 3:1 against white (WCAG 1.4.11).
export const fieldControlClass =
  "min-h-11 w-full rounded-md border bg-white px-3 py-2 text-sm text-neutral-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-gold-500 read-only:bg-neutral-100 disabled:cursor-not-allowed disabled:bg-neutral-100";

export function fieldBorderClass(error: string | undefined): string {
  return error ? "border-red-600" : "border-neutral-500";
}

export interface FieldIds {
  controlId: string;
  errorId: string;
  hintId: string;
  /** The aria-describedby value: the hint and the error when shown. */
  describedBy: string | undefined;
}

/** Stable ids tying a control to its label, hint and error. */
export function useFieldIds(id: string | undefined, hint?: ReactNode, error?: string): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return { controlId, errorId, hintId, describedBy: describedBy || undefined };
}

export function FieldLabel({
  htmlFor,
  id,
  hidden,
  children,
}: {
  htmlFor?: string;
  id?: string;
  /** Visually hidden but still the accessible name. */
  hidden?: boolean;
  children: ReactNode;
}) {
  return (
    <label
      id={id}
      htmlFor={htmlFor}
      className={cn("text-sm font-medium text-neutral-800", hidden && "sr-only")}
    >
      {children}
    </label>
  );
}

export function FieldMessages({
  ids,
  hint,
  error,
}: {
  ids: FieldIds;
  hint?: ReactNode;
  error?: string;
}) {
  return (
    <>
      {hint && (
        <p id={ids.hintId} className="text-sm text-neutral-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

/**
 * Label above, control, then hint and error: the layout every kit field shares. An on/off
 * control (checkbox, switch) takes `labelBeside`: the control, then its label (clicking it
 * toggles), the whole row a 44px target.
 */
export function FieldShell({
  ids,
  label,
  labelId,
  hideLabel,
  labelBeside,
  hint,
  error,
  className,
  children,
}: {
  ids: FieldIds;
  label: ReactNode;
  /** Set for controls labelled with aria-labelledby (a Radix Select trigger, a popover button). */
  labelId?: string;
  hideLabel?: boolean;
  labelBeside?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      {labelBeside ? (
        <div className="flex min-h-11 items-center gap-3">
          {children}
          <label htmlFor={ids.controlId} className="cursor-pointer text-sm text-neutral-900">
            {label}
          </label>
        </div>
      ) : (
        <>
          <FieldLabel htmlFor={ids.controlId} id={labelId} hidden={hideLabel}>
            {label}
          </FieldLabel>
          {children}
        </>
      )}
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
