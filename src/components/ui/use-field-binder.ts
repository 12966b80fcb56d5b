"use client";

import {
  get,
  useFormContext,
  type FieldError,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
} from "react-hook-form";

/**
 * Binds a form's text inputs (TextField, Textarea): `field(name)` is the input's registration
 * and that field's error, so each input says only what it shows. Ids stay the inputs' own
 * (FormTextField is the binder that names them after the field). Call it while rendering, so
 * the form's errors are watched.
 */
export function fieldBinder<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, "register" | "formState">,
) {
  const { register } = form;
  const { errors, defaultValues } = form.formState;
  return <N extends Path<T>>(name: N, options?: RegisterOptions<T, N>) => {
    const error: FieldError | undefined = get(errors, name);
    // The server's HTML carries the form's starting text, so a page shows its saved values
    // before its scripts run (registration alone fills the input only at hydration, and a
    // console form read its fields blank until then). Text and numbers only: a tick or a
    // list is not an input's text.
    const start: unknown = get(defaultValues, name);
    const defaultValue =
      typeof start === "string" || typeof start === "number" ? String(start) : undefined;
    return { error: error?.message, defaultValue, ...register(name, options) };
  };
}

/** fieldBinder for the inputs inside a FormProvider. */
export function useFieldBinder<T extends FieldValues>() {
  return fieldBinder(useFormContext<T>());
}
