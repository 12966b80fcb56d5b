"use client";

import { clsx } from "clsx";
import { useId, type InputHTMLAttributes, type Ref } from "react";

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  /** Given when a test or a label elsewhere needs a stable id; otherwise one is generated. */
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

// neutral-500 borders keep the field's outline at 3:1 against white (WCAG 1.4.11).
export const fieldControlClass =
  "w-full rounded-md border bg-white px-3 py-2 text-sm text-neutral-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-gold-500 read-only:bg-neutral-100 disabled:cursor-not-allowed disabled:bg-neutral-100";

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function TextField({ id, label, error, className, ref, ...input }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={clsx("flex flex-col gap-1", className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-neutral-800">
        {label}
      </label>
      <input
        id={inputId}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={clsx(fieldControlClass, error ? "border-red-600" : "border-neutral-500")}
        {...input}
      />
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
