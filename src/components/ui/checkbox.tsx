"use client";

import * as CheckboxPrimitive from "@radix-ui/react-checkbox";
import { Check } from "lucide-react";
import { cn } from "./cn";
import { FieldShell, useFieldIds } from "./field";
import type { ToggleFieldProps } from "./toggle-field";

export interface CheckboxProps extends ToggleFieldProps {
  onBlur?: () => void;
  value?: string;
  required?: boolean;
}

/** A Radix checkbox with its label beside it; the whole row is a 44px target. */
export function Checkbox({
  label,
  error,
  hint,
  id,
  className,
  onCheckedChange,
  ref,
  ...root
}: CheckboxProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldShell labelBeside ids={ids} label={label} hint={hint} error={error} className={className}>
      <CheckboxPrimitive.Root
        id={ids.controlId}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onCheckedChange={(state) => onCheckedChange?.(state === true)}
        className={cn(
          "flex size-6 shrink-0 items-center justify-center rounded border-2 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-gold-500 disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:border-brand-black data-[state=checked]:bg-brand-black data-[state=checked]:text-white",
          error ? "border-red-600" : "border-neutral-500",
        )}
        {...root}
      >
        <CheckboxPrimitive.Indicator>
          <Check aria-hidden className="size-4" />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
    </FieldShell>
  );
}
