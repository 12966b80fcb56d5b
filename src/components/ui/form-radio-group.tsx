"use client";

import { Controller, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { RadioGroup, type RadioGroupProps } from "./radio-group";

type BoundProps = "value" | "defaultValue" | "onValueChange" | "error" | "name";

export type FormRadioGroupProps<T extends FieldValues> = Omit<RadioGroupProps, BoundProps> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/** The kit's RadioGroup bound to a react-hook-form field, its error shown under the options. */
export function FormRadioGroup<T extends FieldValues>({
  control,
  name,
  ...props
}: FormRadioGroupProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <RadioGroup
          {...props}
          name={field.name}
          value={typeof field.value === "string" ? field.value : ""}
          onValueChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
