"use client";

import { Controller, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { SelectField } from "@/components/booking/form-controls";
import type { FormTextSpec } from "@/components/ui/form-text-field";
import { RadioGroup } from "@/components/ui/radio-group";
import {
  CAR_TYPES,
  CAR_TYPE_LABELS,
  PREFERRED_SHIFTS,
  SHIFT_LABELS,
  WORKING_DAYS,
} from "@/lib/drivers/driver-options";
import type { Step2FormInput } from "./step2-schema";

type TextSpec = FormTextSpec<Step2FormInput>;

// Dates are native date inputs (value yyyy-MM-dd); numbers get the phone's number pad.
const date = "date" as const;
const number = { type: "number", inputMode: "numeric" } as const;

export const PERSONAL_FIELDS: TextSpec[] = [
  { name: "address", label: "Address", autoComplete: "street-address", wide: true },
  { name: "date_of_birth", label: "Date of birth", type: date, autoComplete: "bday" },
  { name: "national_insurance_number", label: "National Insurance Number" },
];
export const LICENCE_FIELDS: TextSpec[] = [
  { name: "private_hire_license_number", label: "Private Hire License Number" },
  { name: "driving_license_number", label: "Driving License Number" },
  { name: "driving_license_expiry_date", label: "Driving License Expiry Date", type: date },
];
export const WORK_FIELDS: TextSpec[] = [
  { name: "experience", label: "Experience", hint: "For example: 5 years as a chauffeur" },
  { name: "currently_working_with", label: "Currently working with (optional)" },
  { name: "date_first_available", label: "Date first available", type: date },
  { name: "date_of_leaving", label: "Date of leaving (optional)", type: date },
];
export const VEHICLE_TEXT_FIELDS: TextSpec[] = [
  { name: "car_make", label: "Car Make" },
  { name: "car_model", label: "Car Model" },
  { name: "car_year", label: "Car Year", ...number },
  { name: "car_color", label: "Car Color" },
  { name: "car_plate_number", label: "License Plate Number" },
  { name: "car_capacity", label: "Car Capacity", hint: "Passengers", ...number },
];

interface FieldsProps {
  register: UseFormRegister<Step2FormInput>;
  control: Control<Step2FormInput>;
  errors: FieldErrors<Step2FormInput>;
}

const option = (value: string, label: string) => ({ value, label });

/**
 * The choices as native selects: the phone's own picker, and no popup library on a page an
 * applicant opens on a phone.
 */
const CHOICES = {
  preferred_shift: {
    label: "Preferred Shift",
    options: PREFERRED_SHIFTS.map((shift) => option(shift, SHIFT_LABELS[shift])),
  },
  working_days: {
    label: "Working Days",
    options: WORKING_DAYS.map((days) => option(days, days)),
  },
  car_type: {
    label: "Car Type",
    options: [option("", "Select…"), ...CAR_TYPES.map((t) => option(t, CAR_TYPE_LABELS[t]))],
  },
} as const;

type ChoiceProps = Omit<FieldsProps, "control">;

function ChoiceField({ name, register, errors }: ChoiceProps & { name: keyof typeof CHOICES }) {
  return <SelectField {...CHOICES[name]} error={errors[name]?.message} {...register(name)} />;
}

/** The three choices: shift, working days, own vehicle. */
export function ChoiceFields({ control, ...fields }: FieldsProps) {
  return (
    <>
      <ChoiceField name="preferred_shift" {...fields} />
      <ChoiceField name="working_days" {...fields} />
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

export function CarTypeField(props: ChoiceProps) {
  return <ChoiceField name="car_type" {...props} />;
}
