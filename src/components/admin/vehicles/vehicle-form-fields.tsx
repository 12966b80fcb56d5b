"use client";

import type { Control, FieldErrors, UseFormRegister } from "react-hook-form";
import { FormTextField } from "@/components/ui/form-text-field";
import { FormSelect } from "@/components/admin/form-controls";
import { SERVICE_CLASS_OPTIONS, VEHICLE_STATUS_OPTIONS, type VehicleDraft } from "./vehicle-draft";

type TextKey = Exclude<keyof VehicleDraft, "service_class" | "status">;
const TEXT_FIELDS: { name: TextKey; label: string; type?: string; inputMode?: "numeric" }[] = [
  { name: "make", label: "Make" },
  { name: "model", label: "Model" },
  { name: "year", label: "Year", inputMode: "numeric" },
  { name: "colour", label: "Colour" },
  { name: "registration_plate", label: "Registration plate" },
  { name: "passenger_capacity", label: "Passenger capacity", inputMode: "numeric" },
  { name: "luggage_capacity", label: "Luggage capacity", inputMode: "numeric" },
  { name: "phv_licence_number", label: "PHV licence number" },
  { name: "phv_licence_expiry", label: "PHV licence expiry", type: "date" },
  { name: "mot_expiry", label: "MOT expiry", type: "date" },
  { name: "insurance_expiry", label: "Insurance expiry", type: "date" },
];
const SELECT_FIELDS = [
  { name: "service_class", label: "Service class", options: SERVICE_CLASS_OPTIONS },
  { name: "status", label: "Status", options: VEHICLE_STATUS_OPTIONS },
] as const;

/** The vehicle's fields, shared by Add Vehicle and Edit Vehicle (ids prefixed per dialog). */
export function VehicleFormFields({
  idPrefix,
  register,
  control,
  errors,
}: {
  idPrefix: string;
  register: UseFormRegister<VehicleDraft>;
  control: Control<VehicleDraft>;
  errors: FieldErrors<VehicleDraft>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {TEXT_FIELDS.map(({ name, label, type, inputMode }) => (
        <FormTextField
          key={name}
          id={`${idPrefix}-${name}`}
          name={name}
          label={label}
          type={type ?? "text"}
          inputMode={inputMode}
          register={register}
          errors={errors}
        />
      ))}
      {SELECT_FIELDS.map(({ name, label, options }) => (
        <FormSelect
          key={name}
          control={control}
          name={name}
          id={`${idPrefix}-${name}`}
          label={label}
          options={options}
        />
      ))}
    </div>
  );
}
