"use client";

import type { ComponentProps } from "react";
import {
  get,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from "react-hook-form";
import { cn } from "./cn";
import { TextField } from "./text-field";

type RegisteredProps = "name" | "error" | "onChange" | "onBlur" | "ref" | "value";

export type FormTextFieldProps<T extends FieldValues> = Omit<
  ComponentProps<typeof TextField>,
  RegisteredProps
> & {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  name: Path<T>;
};

/**
 * A text field registered with react-hook-form (uncontrolled, so text typed before hydration
 * is kept): its id is the field's name unless given, and its error is the form's for that name.
 * The one way a form binds a text input, as FormPhoneField is for phone numbers.
 */
export function FormTextField<T extends FieldValues>({
  register,
  errors,
  name,
  id = name,
  ...props
}: FormTextFieldProps<T>) {
  const error: FieldError | undefined = get(errors, name);
  return <TextField id={id} error={error?.message} {...props} {...register(name)} />;
}

/** One entry of a form's list of text fields: the name and the input's own props. */
export type FormTextSpec<T extends FieldValues> = Omit<
  FormTextFieldProps<T>,
  "register" | "errors"
> & {
  /** Spans both columns of a two-column form. */
  wide?: boolean;
};

/** Several registered text fields in order (a form's fields as data, not repeated markup). */
export function FormTextFields<T extends FieldValues>({
  fields,
  register,
  errors,
}: {
  fields: readonly FormTextSpec<T>[];
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  return fields.map(({ wide, className, ...field }) => (
    <FormTextField
      key={field.name}
      register={register}
      errors={errors}
      className={cn(wide && "sm:col-span-2", className)}
      {...field}
    />
  ));
}
