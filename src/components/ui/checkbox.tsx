"use client";

import { Check } from "lucide-react";
import type { Ref } from "react";
import { cn } from "./cn";
import { FieldShell, useFieldIds } from "./field";
import type { ToggleFieldProps } from "./toggle-field";

export interface CheckboxProps extends Omit<ToggleFieldProps, "ref"> {
  onBlur?: () => void;
  value?: string;
  required?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A native checkbox drawn as the kit's box, with its label beside it; the whole row is a 44px
 * target. Native rather than Radix: a form posts it and a click before hydration counts, and the
 * pages that tick a few boxes (the profile's message preferences) do not load a primitives bundle
 * for it.
 */
export function Checkbox({
  label,
  error,
  hint,
  id,
  className,
  onCheckedChange,
  ref,
  ...input
}: CheckboxProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldShell labelBeside ids={ids} label={label} hint={hint} error={error} className={className}>
      <span className="relative flex size-6 shrink-0">
        <input
          type="checkbox"
          id={ids.controlId}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          onChange={(event) => onCheckedChange?.(event.currentTarget.checked)}
          className={cn(
            "peer size-6 cursor-pointer appearance-none rounded border-2 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-gold-500 checked:border-brand-black checked:bg-brand-black disabled:cursor-not-allowed disabled:opacity-60",
            error ? "border-red-600" : "border-neutral-500",
          )}
          {...input}
        />
        <Check
          aria-hidden
          className="pointer-events-none absolute inset-1 size-4 text-white opacity-0 peer-checked:opacity-100"
        />
      </span>
    </FieldShell>
  );
}
