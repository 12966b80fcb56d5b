"use client";

import {
  get,
  useFormContext,
  type FieldError,
  type FieldValues,
  type Path,
  type RegisterOptions,
} from "react-hook-form";

/**
 * Binds a form's text inputs (TextField, Textarea) inside its FormProvider: `field(name)` is the
 * input's registration and that field's error, so each input says only what it shows. Ids stay
 * the inputs' own (FormTextField is the binder that names them after the field).
 */
export function useFieldBinder<T extends FieldValues>() {
  const { register, formState } = useFormContext<T>();
  const { errors } = formState;
  return <N extends Path<T>>(name: N, options?: RegisterOptions<T, N>) => {
    const error: FieldError | undefined = get(errors, name);
    return { error: error?.message, ...register(name, options) };
  };
}
