"use client";

import type { ReactNode } from "react";
import { useWatch, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { FormRadioGroup } from "@/components/ui/form-radio-group";
import type { RadioOption } from "@/components/ui/radio-group";

/**
 * A section of a booking form that opens with one choice (the legend names it, so the radio
 * group's own label is for screen readers only); the fields that choice calls for follow,
 * only while `revealOn` is chosen when it is given.
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
  revealOn,
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
  /** The choice that calls for `children` (a guest, a return leg); without it they always show. */
  revealOn?: string;
  children: ReactNode;
}) {
  const chosen: unknown = useWatch({ control, name });
  const revealed = revealOn === undefined || chosen === revealOn;
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
      {revealed && children}
    </fieldset>
  );
}
