"use client";

import * as RadioGroupPrimitive from "@radix-ui/react-radio-group";
import type { ReactNode } from "react";
import { useId } from "react";
import { cn } from "./cn";
import { FieldMessages, useFieldIds } from "./field";

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The group's legend; each option is labelled by its own text. */
  label: string;
  options: readonly RadioOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  name?: string;
  disabled?: boolean;
  required?: boolean;
  orientation?: "horizontal" | "vertical";
  error?: string;
  hint?: ReactNode;
  id?: string;
  className?: string;
  hideLabel?: boolean;
}

/** A Radix radio group (arrow keys move between options) with a visible group label. */
export function RadioGroup({
  label,
  options,
  error,
  hint,
  id,
  className,
  orientation = "vertical",
  hideLabel,
  ...root
}: RadioGroupProps) {
  const ids = useFieldIds(id, hint, error);
  const labelId = `${ids.controlId}-label`;
  const optionPrefix = useId();
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <span
        id={labelId}
        className={cn("text-sm font-medium text-neutral-800", hideLabel && "sr-only")}
      >
        {label}
      </span>
      <RadioGroupPrimitive.Root
        id={ids.controlId}
        aria-labelledby={labelId}
        aria-describedby={ids.describedBy}
        aria-invalid={error ? true : undefined}
        orientation={orientation}
        className={cn("flex gap-2", orientation === "vertical" ? "flex-col" : "flex-wrap")}
        {...root}
      >
        {options.map((option, index) => {
          const optionId = `${optionPrefix}-${index}`;
          return (
            <div key={option.value} className="flex min-h-11 items-center gap-3">
              <RadioGroupPrimitive.Item
                id={optionId}
                value={option.value}
                disabled={option.disabled}
                className="flex size-6 shrink-0 items-center justify-center rounded-full border-2 border-neutral-500 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-gold-500 disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:border-brand-black"
              >
                <RadioGroupPrimitive.Indicator className="size-3 rounded-full bg-brand-black" />
              </RadioGroupPrimitive.Item>
              <label htmlFor={optionId} className="cursor-pointer text-sm text-neutral-900">
                {option.label}
                {option.description && (
                  <span className="block text-neutral-600">{option.description}</span>
                )}
              </label>
            </div>
          );
        })}
      </RadioGroupPrimitive.Root>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
