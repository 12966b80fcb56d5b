"use client";

import { Button, type ButtonVariant } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { boundToForm, textOf } from "@/components/ui/form-bound";
import { Select } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";

/** The kit's Select bound to a react-hook-form field: value, blur, focus target and error. */
export const FormSelect = boundToForm(Select, (field) => ({
  value: textOf(field.value),
  onValueChange: field.onChange,
  onBlur: field.onBlur,
  ref: field.ref,
}));

/** The kit's Checkbox bound to a boolean react-hook-form field. */
export const FormCheckbox = boundToForm(Checkbox, (field) => ({
  checked: field.value === true,
  onCheckedChange: field.onChange,
  onBlur: field.onBlur,
  ref: field.ref,
}));

/** The kit's Switch bound to a boolean react-hook-form field. */
export const FormSwitch = boundToForm(Switch, (field) => ({
  checked: field.value === true,
  onCheckedChange: field.onChange,
  ref: field.ref,
}));

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
