"use client";

import { Controller, useFormContext } from "react-hook-form";
import { RadioGroup } from "@/components/ui/radio-group";
import type { BookingDetailsValues } from "@/lib/validations/booking/details";

/** A titled card of the details step, labelled by its heading. */
export function DetailsSection({
  id,
  title,
  children,
}: {
  /** Prefix of the heading's id, e.g. "account" gives "account-title". */
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-neutral-200 bg-white p-5"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

type ChoiceName = "accountType" | "bookingFor";

/** The section's either/or switch: a horizontal radio group bound to one form field. */
export function DetailsChoice<N extends ChoiceName>({
  name,
  label,
  options,
}: {
  name: N;
  label: string;
  options: readonly { value: BookingDetailsValues[N]; label: string }[];
}) {
  const { control } = useFormContext<BookingDetailsValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <RadioGroup
          label={label}
          hideLabel
          orientation="horizontal"
          className="mt-3"
          value={field.value}
          onValueChange={field.onChange}
          options={options}
        />
      )}
    />
  );
}
