"use client";

import { useFormContext, type FieldError, type Path } from "react-hook-form";
import type { SettingsFormValues } from "./settings-form";

type Group = keyof SettingsFormValues;

/**
 * A settings tab's field binder: `field(name)` gives one of the tab's text inputs its
 * registration under the tab's group and that field's error, so each field says only what it
 * shows (`valueAsNumber` for the number inputs).
 */
export function useSettingsField<G extends Group>(group: G) {
  const { register, formState } = useFormContext<SettingsFormValues>();
  const errors = formState.errors[group] as
    Partial<Record<string, FieldError | undefined>> | undefined;
  return (name: keyof SettingsFormValues[G] & string, options?: { valueAsNumber: true }) => ({
    error: errors?.[name]?.message,
    ...register(`${group}.${name}` as Path<SettingsFormValues>, options),
  });
}
