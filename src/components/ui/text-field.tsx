"use client";

import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { cn } from "./cn";
import { fieldBorderClass, fieldControlClass, FieldShell, useFieldIds } from "./field";

export { fieldControlClass } from "./field";

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Given when a test or a label elsewhere needs a stable id; otherwise one is generated. */
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose hint and error are announced and tied to it with aria-describedby. */
export function TextField({ id, label, error, hint, className, ref, ...input }: TextFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} className={className}>
      <input
        id={ids.controlId}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cn(fieldControlClass, fieldBorderClass(error))}
        {...input}
      />
    </FieldShell>
  );
}
