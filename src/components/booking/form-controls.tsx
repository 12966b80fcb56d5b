"use client";

import { clsx } from "clsx";
import { useId, type Ref } from "react";
import { fieldControlClass } from "@/components/ui/text-field";

interface SelectProps extends React.SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  hint?: string;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A native select in the kit's field style. The booking forms keep the native control: it is the
 * phone's own picker, and the journeys' tests choose options in it.
 */
export function SelectField({ label, options, error, hint, className, ...select }: SelectProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return (
    <div className={clsx("flex flex-col gap-1", className)}>
      <label htmlFor={id} className="text-sm font-medium text-neutral-800">
        {label}
      </label>
      <select
        id={id}
        className={clsx(fieldControlClass, error ? "border-red-600" : "border-neutral-500")}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy.length > 0 ? describedBy.join(" ") : undefined}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-neutral-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const numberOptions = (min: number, max: number, suffix = "") =>
  Array.from({ length: max - min + 1 }, (_, index) => ({
    value: String(min + index),
    label: `${min + index}${suffix}`,
  }));
