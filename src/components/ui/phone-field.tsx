"use client";

import { useEffect, useState, type ReactNode, type Ref } from "react";
import { composePhone, PHONE_CALLING_CODES, splitPhoneQuick } from "@/lib/phone-codes";
import { cn } from "./cn";
import {
  fieldBorderClass,
  fieldControlClass,
  FieldLabel,
  FieldMessages,
  useFieldIds,
} from "./field";

export interface PhoneFieldProps {
  label: string;
  /**
   * The calling-code select's name. It does not repeat `label`, so finding the number by its
   * label finds one control; give a distinct one when a form has two phone fields.
   */
  codeLabel?: string;
  /** One string: "+44 7700 900456" as composed from the two parts, or a stored E.164 number. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Given to a hidden input so a native form submission carries the composed value. */
  name?: string;
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
  /** Shown but not editable (a profile before Edit): the number is read-only, the code fixed. */
  readOnly?: boolean;
  required?: boolean;
  autoComplete?: string;
  id?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A calling-code select beside the number; the two are composed into one value (lib/phone). */
export function PhoneField({
  label,
  codeLabel = "Country calling code",
  value,
  onChange,
  onBlur,
  name,
  error,
  hint,
  disabled,
  readOnly,
  required,
  autoComplete = "tel-national",
  id,
  className,
  ref,
}: PhoneFieldProps) {
  const ids = useFieldIds(id, hint, error);
  // The parts live here; a value set from outside (a reset, a loaded profile) splits again.
  const [parts, setParts] = useState(() => ({
    ...splitPhoneQuick(value),
    emitted: value,
    outside: true,
  }));
  if (value !== parts.emitted)
    setParts({ ...splitPhoneQuick(value), emitted: value, outside: true });

  // The phone rule (libphonenumber-js) loads after paint, not with the page: it formats a stored
  // number ("07700 900456") and is then ready for the form's schema before the first submit.
  const stored = parts.outside && value === parts.emitted && value.startsWith("+") ? value : "";
  useEffect(() => {
    let live = true;
    void import("@/lib/phone").then(({ splitPhone }) => {
      if (!live || !stored) return;
      setParts((now) =>
        now.outside && now.emitted === stored
          ? { ...splitPhone(stored), emitted: stored, outside: true }
          : now,
      );
    });
    return () => {
      live = false;
    };
  }, [stored]);

  function update(callingCode: string, national: string) {
    const composed = composePhone(callingCode, national);
    setParts({
      callingCode: callingCode as typeof parts.callingCode,
      national,
      emitted: composed,
      outside: false,
    });
    onChange(composed);
  }

  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <FieldLabel htmlFor={ids.controlId}>{label}</FieldLabel>
      <div className="flex gap-2">
        {/* A native select: the phone's own picker, and no popup library on the sign-up page. */}
        <select
          aria-label={codeLabel}
          value={parts.callingCode}
          disabled={disabled || readOnly}
          onChange={(event) => update(event.currentTarget.value, parts.national)}
          onBlur={onBlur}
          className={cn(fieldControlClass, fieldBorderClass(undefined), "w-40 shrink-0")}
        >
          {PHONE_CALLING_CODES.map(({ code, label: optionLabel }) => (
            <option key={code} value={code}>
              {optionLabel}
            </option>
          ))}
        </select>
        <input
          id={ids.controlId}
          ref={ref}
          type="tel"
          inputMode="tel"
          autoComplete={autoComplete}
          value={parts.national}
          disabled={disabled}
          readOnly={readOnly}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          onChange={(event) => update(parts.callingCode, event.currentTarget.value)}
          onBlur={onBlur}
          className={cn(fieldControlClass, fieldBorderClass(error), "min-w-0 flex-1")}
        />
      </div>
      {name && <input type="hidden" name={name} value={parts.emitted} />}
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
