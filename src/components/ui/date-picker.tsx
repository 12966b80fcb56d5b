"use client";

import * as PopoverPrimitive from "@radix-ui/react-popover";
import { format, isValid, parse } from "date-fns";
import { CalendarDays } from "lucide-react";
import { useState, type ReactNode } from "react";
import { DayPicker } from "react-day-picker";
import { cn } from "./cn";
import { fieldBorderClass, fieldControlClass, FieldShell, useFieldIds } from "./field";

const VALUE_FORMAT = "yyyy-MM-dd";

function toDate(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const date = parse(value, VALUE_FORMAT, new Date());
  return isValid(date) ? date : undefined;
}

export interface DatePickerProps {
  label: string;
  /** The date as yyyy-MM-dd (the wall-clock date a form sends), or "" for none. */
  value: string;
  onChange: (value: string) => void;
  /** Earliest and latest selectable dates, yyyy-MM-dd. */
  min?: string;
  max?: string;
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
  id?: string;
  className?: string;
}

// Day cells are 44px so each date is a comfortable touch target.
const calendarClasses = {
  root: "p-3 text-sm text-neutral-900",
  month_caption: "flex h-11 items-center justify-center font-semibold",
  nav: "absolute inset-x-3 top-3 flex justify-between",
  button_previous: "flex size-11 items-center justify-center rounded-md hover:bg-neutral-100",
  button_next: "flex size-11 items-center justify-center rounded-md hover:bg-neutral-100",
  weekday: "size-11 text-xs font-medium text-neutral-700",
  day: "p-0 text-center",
  day_button:
    "size-11 rounded-md hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand-gold-500 disabled:cursor-not-allowed",
  selected: "[&>button]:bg-brand-black [&>button]:text-white",
  today: "font-bold underline",
  disabled: "text-neutral-400",
  outside: "text-neutral-500",
};

/** A date field: a button showing the date opens a keyboard-operable calendar in a popover. */
export function DatePicker({
  label,
  value,
  onChange,
  min,
  max,
  placeholder = "Pick a date",
  error,
  hint,
  disabled,
  id,
  className,
}: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const ids = useFieldIds(id, hint, error);
  const labelId = `${ids.controlId}-label`;
  const valueId = `${ids.controlId}-value`;
  const selected = toDate(value);
  const fromDate = toDate(min);
  const toDateLimit = toDate(max);
  const disabledDays = [
    ...(fromDate ? [{ before: fromDate }] : []),
    ...(toDateLimit ? [{ after: toDateLimit }] : []),
  ];
  return (
    <FieldShell
      ids={ids}
      label={label}
      labelId={labelId}
      hint={hint}
      error={error}
      className={className}
    >
      <PopoverPrimitive.Root open={open} onOpenChange={setOpen}>
        <PopoverPrimitive.Trigger
          id={ids.controlId}
          disabled={disabled}
          aria-labelledby={`${labelId} ${valueId}`}
          aria-describedby={ids.describedBy}
          aria-invalid={error ? true : undefined}
          className={cn(
            fieldControlClass,
            fieldBorderClass(error),
            "flex items-center gap-2 text-left",
          )}
        >
          <CalendarDays aria-hidden className="size-4 text-neutral-700" />
          <span id={valueId} className={selected ? undefined : "text-neutral-600"}>
            {selected ? format(selected, "d MMM yyyy") : placeholder}
          </span>
        </PopoverPrimitive.Trigger>
        <PopoverPrimitive.Portal>
          <PopoverPrimitive.Content
            align="start"
            sideOffset={4}
            className="relative z-[70] rounded-md border border-neutral-300 bg-white shadow-lg"
          >
            <DayPicker
              mode="single"
              autoFocus
              selected={selected}
              defaultMonth={selected ?? fromDate}
              startMonth={fromDate}
              endMonth={toDateLimit}
              disabled={disabledDays}
              classNames={calendarClasses}
              onSelect={(date) => {
                onChange(date ? format(date, VALUE_FORMAT) : "");
                setOpen(false);
              }}
            />
          </PopoverPrimitive.Content>
        </PopoverPrimitive.Portal>
      </PopoverPrimitive.Root>
    </FieldShell>
  );
}
