"use client";

import { boundToForm, textOf } from "./form-bound";
import { PhoneField } from "./phone-field";

/**
 * The calling code plus number block bound to a react-hook-form field: the one way a form asks
 * for a phone number, so the field's value, blur, focus target and error are wired alike in
 * every form.
 */
export const FormPhoneField = boundToForm(PhoneField, (field) => ({
  value: textOf(field.value),
  onChange: field.onChange,
  onBlur: field.onBlur,
  ref: field.ref,
}));
