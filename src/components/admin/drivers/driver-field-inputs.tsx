"use client";

import { Select } from "@/components/ui/select";
import { TextField } from "@/components/ui/text-field";
import type { DriverDraft, DriverField, FieldSpec } from "./driver-draft";

/** The editable controls of one tab (edit mode and the add dialog); * marks required fields. */
export function DriverFieldInputs({
  fields,
  draft,
  errors,
  onChange,
  markRequired,
  idPrefix,
}: {
  fields: readonly FieldSpec[];
  draft: DriverDraft;
  errors: Readonly<Record<string, string>>;
  onChange: (name: DriverField, value: string) => void;
  markRequired?: boolean;
  idPrefix: string;
}) {
  const hasVehicle = draft.has_vehicle === "yes";
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {fields
        .filter((field) => !field.vehicle || hasVehicle)
        .map((field) => {
          const label = markRequired && field.required ? `${field.label} *` : field.label;
          const id = `${idPrefix}-${field.name}`;
          if (field.kind === "select") {
            return (
              <Select
                key={field.name}
                id={id}
                label={label}
                options={field.options ?? []}
                value={draft[field.name]}
                error={errors[field.name]}
                onValueChange={(value) => onChange(field.name, value)}
              />
            );
          }
          return (
            <TextField
              key={field.name}
              id={id}
              label={label}
              type={field.kind}
              inputMode={field.kind === "number" ? "numeric" : undefined}
              value={draft[field.name]}
              error={errors[field.name]}
              aria-required={field.required && markRequired ? true : undefined}
              onChange={(event) => onChange(field.name, event.target.value)}
            />
          );
        })}
    </div>
  );
}
