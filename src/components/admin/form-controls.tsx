"use client";

import { Controller, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { Checkbox, type CheckboxProps } from "@/components/ui/checkbox";
import { Select, type SelectOption } from "@/components/ui/select";

/** Which form field a control is bound to. */
interface Bound<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
}

type Owned = "value" | "onValueChange" | "error" | "name";

const textOf = (value: unknown) => (typeof value === "string" ? value : "");

/** The kit's Select bound to a react-hook-form field: value, blur, focus target and error. */
export function FormSelect<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T> & {
  label: string;
  options: readonly SelectOption[];
  id?: string;
  hint?: string;
  className?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          {...props}
          value={textOf(field.value)}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** The kit's Checkbox bound to a boolean react-hook-form field. */
export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T> & Omit<CheckboxProps, Owned | "checked" | "onCheckedChange" | "ref">) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Checkbox
          {...props}
          checked={field.value === true}
          onCheckedChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** A dialog form's Cancel and submit buttons; the submit says it is busy while it sends. */
export function FormActions({
  onCancel,
  busy,
  label,
  busyLabel,
  variant,
  lockCancel = false,
  submitFirst = false,
  className,
}: {
  onCancel: () => void;
  busy: boolean;
  label: string;
  busyLabel: string;
  /** The submit button's look ("danger" for a refusal); the kit's primary by default. */
  variant?: ButtonVariant;
  /** Cancel is disabled too while the form sends. */
  lockCancel?: boolean;
  /** The submit button before Cancel rather than after it. */
  submitFirst?: boolean;
  className?: string;
}) {
  const cancel = (
    <Button variant="outline" onClick={onCancel} disabled={lockCancel && busy}>
      Cancel
    </Button>
  );
  const submit = (
    <Button type="submit" variant={variant} disabled={busy}>
      {busy ? busyLabel : label}
    </Button>
  );
  return (
    <div className={className ?? "flex justify-end gap-2"}>
      {submitFirst ? submit : cancel}
      {submitFirst ? cancel : submit}
    </div>
  );
}
