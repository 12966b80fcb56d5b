"use client";

import { Controller, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { PhoneField, type PhoneFieldProps } from "./phone-field";

type BoundProps = "value" | "onChange" | "onBlur" | "ref" | "error" | "name";

export type FormPhoneFieldProps<T extends FieldValues> = Omit<PhoneFieldProps, BoundProps> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/**
 * The calling code plus number block bound to a react-hook-form field: the one way a form asks
 * for a phone number, so the field's value, blur, focus target and error are wired alike in
 * every form.
 */
export function FormPhoneField<T extends FieldValues>({
  control,
  name,
  ...props
}: FormPhoneFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PhoneField
          {...props}
          value={typeof field.value === "string" ? field.value : ""}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
