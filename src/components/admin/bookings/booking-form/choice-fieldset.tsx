"use client";

import type { ReactNode } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { FormRadioGroup } from "@/components/ui/form-radio-group";
import type { RadioOption } from "@/components/ui/radio-group";

/**
 * A section of a booking form that opens with one choice (the legend names it, so the radio
 * group's own label is for screen readers only); the fields that choice calls for follow.
 */
export function ChoiceFieldset<T extends FieldValues>({
  legend,
  label,
  control,
  name,
  options,
  orientation,
  className,
  choiceClassName,
  children,
}: {
  legend: string;
  label: string;
  control: Control<T>;
  name: FieldPath<T>;
  options: readonly RadioOption[];
  orientation?: "horizontal" | "vertical";
  className: string;
  choiceClassName?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={className}>
      <legend className="mb-2 font-semibold text-neutral-900">{legend}</legend>
      <FormRadioGroup
        control={control}
        name={name}
        label={label}
        hideLabel
        orientation={orientation}
        className={choiceClassName}
        options={options}
      />
      {children}
    </fieldset>
  );
}
