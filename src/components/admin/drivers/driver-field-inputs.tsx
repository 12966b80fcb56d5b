"use client";

import { Controller, useWatch, type Control, type Path } from "react-hook-form";
import { Select } from "@/components/ui/select";
import { TextField } from "@/components/ui/text-field";
import type { DriverDraft, FieldSpec } from "./driver-draft";

/** The editable controls of one tab (edit mode and the add dialog); * marks required fields. */
export function DriverFieldInputs<T extends DriverDraft>({
  fields,
  control,
  markRequired,
  idPrefix,
}: {
  fields: readonly FieldSpec[];
  control: Control<T>;
  markRequired?: boolean;
  idPrefix: string;
}) {
  const hasVehicle = useWatch({ control, name: "has_vehicle" as Path<T> }) === "yes";
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {fields
        .filter((field) => !field.vehicle || hasVehicle)
        .map((spec) => {
          const label = markRequired && spec.required ? `${spec.label} *` : spec.label;
          const id = `${idPrefix}-${spec.name}`;
          return (
            <Controller
              key={spec.name}
              control={control}
              name={spec.name as Path<T>}
              render={({ field, fieldState }) =>
                spec.kind === "select" ? (
                  <Select
                    id={id}
                    label={label}
                    options={spec.options ?? []}
                    value={field.value}
                    error={fieldState.error?.message}
                    onValueChange={field.onChange}
                  />
                ) : (
                  <TextField
                    id={id}
                    label={label}
                    type={spec.kind}
                    inputMode={spec.kind === "number" ? "numeric" : undefined}
                    error={fieldState.error?.message}
                    aria-required={spec.required && markRequired ? true : undefined}
                    {...field}
                  />
                )
              }
            />
          );
        })}
    </div>
  );
}
