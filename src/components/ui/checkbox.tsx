"use client";

import * as CheckboxPrimitive from "@radix-ui/react-checkbox";
import { Check } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { cn } from "./cn";
import { FieldMessages, useFieldIds } from "./field";

export interface CheckboxProps {
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  onBlur?: () => void;
  name?: string;
  value?: string;
  disabled?: boolean;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  id?: string;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
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
    <div className={cn("flex flex-col gap-1", className)}>
      <div className="flex min-h-11 items-center gap-3">
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
        <label htmlFor={ids.controlId} className="cursor-pointer text-sm text-neutral-900">
          {label}
        </label>
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
