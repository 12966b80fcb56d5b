"use client";

import * as SelectPrimitive from "@radix-ui/react-select";
import { Check, ChevronDown } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { cn } from "./cn";
import { fieldBorderClass, fieldControlClass, FieldShell, useFieldIds } from "./field";

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: string;
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  onBlur?: () => void;
  /** Set to take part in a native form submission (Radix renders a hidden select). */
  name?: string;
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  id?: string;
  className?: string;
  /** Hides the visible label (it stays the accessible name), for a compact control beside another. */
  hideLabel?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A Radix select styled like the text fields, keyboard-operable, labelled by its <label>. */
export function Select({
  label,
  options,
  error,
  hint,
  id,
  className,
  placeholder = "Select…",
  hideLabel,
  onBlur,
  ref,
  ...root
}: SelectProps) {
  const ids = useFieldIds(id, hint, error);
  const trigger = (
    <SelectPrimitive.Trigger
      id={ids.controlId}
      ref={ref}
      onBlur={onBlur}
      aria-invalid={error ? true : undefined}
      aria-describedby={ids.describedBy}
      className={cn(
        fieldControlClass,
        fieldBorderClass(error),
        "flex items-center justify-between gap-2 text-left data-[placeholder]:text-neutral-600",
      )}
    >
      <SelectPrimitive.Value placeholder={placeholder} />
      <SelectPrimitive.Icon>
        <ChevronDown aria-hidden className="size-4 text-neutral-700" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
  const content = (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        position="popper"
        sideOffset={4}
        className="z-[70] max-h-72 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-neutral-300 bg-white text-neutral-900 shadow-lg"
      >
        <SelectPrimitive.Viewport className="p-1">
          {options.map((option) => (
            <SelectPrimitive.Item
              key={option.value}
              value={option.value}
              disabled={option.disabled}
              className="relative flex min-h-11 cursor-pointer select-none items-center rounded py-2 pl-8 pr-3 text-sm outline-none data-[disabled]:cursor-not-allowed data-[highlighted]:bg-neutral-100 data-[disabled]:text-neutral-500"
            >
              <SelectPrimitive.ItemIndicator className="absolute left-2">
                <Check aria-hidden className="size-4" />
              </SelectPrimitive.ItemIndicator>
              <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
            </SelectPrimitive.Item>
          ))}
        </SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
  return (
    <FieldShell
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      className={className}
    >
      <SelectPrimitive.Root {...root}>
        {trigger}
        {content}
      </SelectPrimitive.Root>
    </FieldShell>
  );
}
