"use client";

import type { ReactNode, Ref, TextareaHTMLAttributes } from "react";
import { cn } from "./cn";
import { fieldBorderClass, fieldControlClass, FieldShell, useFieldIds } from "./field";

interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  id?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line field with the same border, focus ring and error wiring as TextField. */
export function Textarea({
  id,
  label,
  error,
  hint,
  className,
  ref,
  rows = 4,
  ...rest
}: TextareaProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} className={className}>
      <textarea
        id={ids.controlId}
        ref={ref}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cn(fieldControlClass, fieldBorderClass(error), "resize-y")}
        {...rest}
      />
    </FieldShell>
  );
}
