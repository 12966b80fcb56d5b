"use client";

import type { ComponentType } from "react";
import {
  Controller,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from "react-hook-form";

/** Which react-hook-form field a bound control shows and sets. */
export interface BoundTo<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
}

/** The field as a Controller hands it over, seen from the control's side. */
export type BoundField = ControllerRenderProps<FieldValues, string>;

/** What the form sets on the control; the caller sets everything else. */
export type BoundProps<P, Wired extends keyof P> = Omit<P, Wired | "error" | "name" | "ref">;

/**
 * Binds one of the kit's controlled inputs to a react-hook-form field, so every bound control
 * (select, checkbox, switch, radios, phone, files) is wired alike: `wire` maps the field's value
 * and handlers onto the input's own props, and the field's error always shows under it.
 */
export function boundToForm<P extends { error?: string }, Wired extends keyof P>(
  Input: ComponentType<P>,
  wire: (field: BoundField) => Pick<P, Wired>,
) {
  return function Bound<T extends FieldValues>({
    control,
    name,
    ...props
  }: BoundTo<T> & BoundProps<P, Wired>) {
    return (
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => {
          // The caller's props plus the wired ones and the error make the whole of P (the
          // omitted name and ref are optional there); TypeScript cannot follow Omit and Pick on
          // a generic P, hence this one assertion. Callers stay fully typed by BoundProps.
          const wired = { ...props, ...wire(field), error: fieldState.error?.message };
          const all = wired as unknown as P;
          return <Input {...all} />;
        }}
      />
    );
  };
}

/** A field's value as the text a select or radio group shows ("" before one is chosen). */
export const textOf = (value: unknown) => (typeof value === "string" ? value : "");
