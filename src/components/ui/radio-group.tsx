"use client";

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

/**
 * A labelled group of native radio buttons: arrow keys move between the options and check them,
 * Tab enters at the checked one, as the browser does for radios sharing a name. Native inputs
 * rather than Radix's, so the forms using it (the booking steps among them) do not download a
 * radio library before they can paint; `value` makes it controlled, `defaultValue` not.
 */
export function RadioGroup({
  label,
  options,
  error,
  hint,
  id,
  className,
  orientation = "vertical",
  hideLabel,
  value,
  defaultValue,
  onValueChange,
  name,
  disabled,
  required,
}: RadioGroupProps) {
  const ids = useFieldIds(id, hint, error);
  const labelId = `${ids.controlId}-label`;
  const optionPrefix = useId();
  const groupName = name ?? `${optionPrefix}-name`;
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <span
        id={labelId}
        className={cn("text-sm font-medium text-neutral-800", hideLabel && "sr-only")}
      >
        {label}
      </span>
      <div
        role="radiogroup"
        id={ids.controlId}
        aria-labelledby={labelId}
        aria-describedby={ids.describedBy}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-orientation={orientation}
        className={cn("flex gap-2", orientation === "vertical" ? "flex-col" : "flex-wrap")}
      >
        {options.map((option, index) => {
          const optionId = `${optionPrefix}-${index}`;
          return (
            <div key={option.value} className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                id={optionId}
                name={groupName}
                value={option.value}
                disabled={disabled || option.disabled}
                required={required}
                {...(value !== undefined
                  ? { checked: value === option.value }
                  : { defaultChecked: defaultValue === option.value })}
                onChange={(event) => {
                  if (event.target.checked) onValueChange?.(option.value);
                }}
                className="grid size-6 shrink-0 cursor-pointer appearance-none place-content-center rounded-full border-2 border-neutral-500 bg-white before:size-3 before:scale-0 before:rounded-full before:bg-brand-black checked:border-brand-black checked:before:scale-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-gold-500 disabled:cursor-not-allowed disabled:opacity-60"
              />
              <label htmlFor={optionId} className="cursor-pointer text-sm text-neutral-900">
                {option.label}
                {option.description && (
                  <span className="block text-neutral-600">{option.description}</span>
                )}
              </label>
            </div>
          );
        })}
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
