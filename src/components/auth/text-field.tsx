import { clsx } from "clsx";
import type { InputHTMLAttributes, Ref } from "react";

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function TextField({ id, label, error, className, ref, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={clsx("flex flex-col gap-1", className)}>
      <label htmlFor={id} className="text-sm font-medium text-neutral-800">
        {label}
      </label>
      <input
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={clsx(
          "rounded-md border px-3 py-2 text-sm text-neutral-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-gold-500 read-only:bg-neutral-100 disabled:bg-neutral-100",
          error ? "border-red-600" : "border-neutral-300",
        )}
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
