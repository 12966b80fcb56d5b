import type { ReactNode, Ref } from "react";
import { cn } from "./cn";
import { FieldMessages, type useFieldIds } from "./field";

/** What every on/off control of the kit takes (Checkbox, Switch). */
export interface ToggleFieldProps {
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  name?: string;
  disabled?: boolean;
  hint?: ReactNode;
  error?: string;
  id?: string;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The row an on/off control sits in: the control, then its label (clicking it toggles), the
 * whole row a 44px target, with the hint and error under it.
 */
export function ToggleFieldRow({
  ids,
  label,
  hint,
  error,
  className,
  children,
}: {
  ids: ReturnType<typeof useFieldIds>;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  /** The control itself, with `id={ids.controlId}`. */
  children: ReactNode;
}) {
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <div className="flex min-h-11 items-center gap-3">
        {children}
        <label htmlFor={ids.controlId} className="cursor-pointer text-sm text-neutral-900">
          {label}
        </label>
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
