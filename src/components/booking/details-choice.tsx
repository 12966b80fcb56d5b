"use client";

import { useFormContext } from "react-hook-form";
import { FormRadioGroup } from "@/components/ui/form-radio-group";
import type { BookingDetailsValues } from "@/lib/validations/booking/details";

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
    <FormRadioGroup
      control={control}
      name={name}
      label={label}
      hideLabel
      orientation="horizontal"
      className="mt-3"
      options={options}
    />
  );
}
