"use client";

import { Controller, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { RadioGroup } from "@/components/ui/radio-group";
import { Select } from "@/components/ui/select";
import { TextField } from "@/components/ui/text-field";
import {
  CAR_TYPES,
  CAR_TYPE_LABELS,
  PREFERRED_SHIFTS,
  SHIFT_LABELS,
  WORKING_DAYS,
} from "@/lib/drivers/driver-options";
import type { Step2FormInput, Step2TextField } from "./step2-schema";

type TextSpec = {
  name: Step2TextField;
  label: string;
  type?: "date" | "number";
  autoComplete?: string;
  hint?: string;
  wide?: boolean;
};

export const PERSONAL_FIELDS: TextSpec[] = [
  { name: "address", label: "Address", autoComplete: "street-address", wide: true },
  { name: "date_of_birth", label: "Date of birth", type: "date", autoComplete: "bday" },
  { name: "national_insurance_number", label: "National Insurance Number" },
];
export const LICENCE_FIELDS: TextSpec[] = [
  { name: "private_hire_license_number", label: "Private Hire License Number" },
  { name: "driving_license_number", label: "Driving License Number" },
  { name: "driving_license_expiry_date", label: "Driving License Expiry Date", type: "date" },
];
export const WORK_FIELDS: TextSpec[] = [
  { name: "experience", label: "Experience", hint: "For example: 5 years as a chauffeur" },
  { name: "currently_working_with", label: "Currently working with (optional)" },
  { name: "date_first_available", label: "Date first available", type: "date" },
  { name: "date_of_leaving", label: "Date of leaving (optional)", type: "date" },
];
export const VEHICLE_TEXT_FIELDS: TextSpec[] = [
  { name: "car_make", label: "Car Make" },
  { name: "car_model", label: "Car Model" },
  { name: "car_year", label: "Car Year", type: "number" },
  { name: "car_color", label: "Car Color" },
  { name: "car_plate_number", label: "License Plate Number" },
  { name: "car_capacity", label: "Car Capacity", type: "number", hint: "Passengers" },
];

interface FieldsProps {
  register: UseFormRegister<Step2FormInput>;
  control: Control<Step2FormInput>;
  errors: FieldErrors<Step2FormInput>;
}

/** Text and date inputs; dates are native date inputs, whose value is yyyy-MM-dd. */
export function TextFields({ fields, register, errors }: FieldsProps & { fields: TextSpec[] }) {
  return fields.map((field) => (
    <TextField
      key={field.name}
      id={field.name}
      label={field.label}
      type={field.type ?? "text"}
      inputMode={field.type === "number" ? "numeric" : undefined}
      autoComplete={field.autoComplete}
      hint={field.hint}
      className={field.wide ? "sm:col-span-2" : undefined}
      error={errors[field.name]?.message}
      {...register(field.name)}
    />
  ));
}

const option = (value: string, label: string) => ({ value, label });

/** The three choices: shift, working days, own vehicle. */
export function ChoiceFields({ control }: FieldsProps) {
  return (
    <>
      <Controller
        control={control}
        name="preferred_shift"
        render={({ field, fieldState }) => (
          <Select
            id="preferred_shift"
            label="Preferred Shift"
            options={PREFERRED_SHIFTS.map((shift) => option(shift, SHIFT_LABELS[shift]))}
            value={typeof field.value === "string" ? field.value : ""}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="working_days"
        render={({ field, fieldState }) => (
          <Select
            id="working_days"
            label="Working Days"
            options={WORKING_DAYS.map((days) => option(days, days))}
            value={typeof field.value === "string" ? field.value : ""}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="has_vehicle"
        render={({ field, fieldState }) => (
          <RadioGroup
            id="has_vehicle"
            label="Do you have your own vehicle?"
            orientation="horizontal"
            className="sm:col-span-2"
            options={[option("yes", "Yes"), option("no", "No")]}
            value={field.value === "yes" ? "yes" : "no"}
            onValueChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </>
  );
}

export function CarTypeField({ control }: FieldsProps) {
  return (
    <Controller
      control={control}
      name="car_type"
      render={({ field, fieldState }) => (
        <Select
          id="car_type"
          label="Car Type"
          options={CAR_TYPES.map((type) => option(type, CAR_TYPE_LABELS[type]))}
          value={typeof field.value === "string" ? field.value : ""}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
