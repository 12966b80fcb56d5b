"use client";

import { boundToForm, textOf } from "./form-bound";
import { RadioGroup } from "./radio-group";

/** The kit's RadioGroup bound to a react-hook-form field, its error shown under the options. */
export const FormRadioGroup = boundToForm(RadioGroup, (field) => ({
  name: field.name,
  value: textOf(field.value),
  onValueChange: field.onChange,
}));
