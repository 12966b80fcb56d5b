"use client";

import { Controller, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { Select, type SelectOption } from "@/components/ui/select";

/** The kit's Select bound to a react-hook-form field: value, blur, focus target and error. */
export function FormSelect<T extends FieldValues>({
  control,
  name,
  label,
  options,
  className,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly SelectOption[];
  className?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          options={options}
          className={className}
          value={typeof field.value === "string" ? field.value : ""}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
