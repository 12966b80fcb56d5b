import {
  CAR_TYPES,
  CAR_TYPE_LABELS,
  DRIVER_STATUSES,
  NEW_DRIVER_DEFAULTS,
  PREFERRED_SHIFTS,
  SHIFT_LABELS,
  WORKING_DAYS,
} from "@/lib/drivers/driver-options";
import type { DriverView } from "@/lib/drivers/types";
import { DRIVER_UPDATE_FIELDS, type DriverUpdate } from "@/lib/validations/driver-admin";
import { VEHICLE_FIELDS } from "@/lib/validations/driver-fields";
import { optionsOf } from "@/components/ui/select-choices";

export type DriverField = keyof DriverUpdate;
/** The fields of the edit and add forms, each as the text its control holds ("" for none). */
export type DriverDraft = Record<DriverField, string>;

export type DriverTab = "personal" | "license" | "work" | "vehicle";

export interface FieldSpec {
  name: DriverField;
  label: string;
  kind: "text" | "email" | "tel" | "date" | "number" | "select";
  options?: readonly { value: string; label: string }[];
  required?: boolean;
  /** Shown only when the driver has a vehicle. */
  vehicle?: boolean;
}

/** The spec's four tabs and their labels; * marks the fields the add dialog requires. */
export const DRIVER_TABS: { tab: DriverTab; title: string; fields: FieldSpec[] }[] = [
  {
    tab: "personal",
    title: "Personal Info",
    fields: [
      { name: "first_name", label: "First Name", kind: "text", required: true },
      { name: "last_name", label: "Last Name", kind: "text", required: true },
      { name: "email", label: "Email", kind: "email", required: true },
      { name: "phone_number", label: "Phone Number", kind: "tel", required: true },
      { name: "address", label: "Address", kind: "text", required: true },
      { name: "date_of_birth", label: "Date of Birth", kind: "date", required: true },
      {
        name: "national_insurance_number",
        label: "National Insurance Number",
        kind: "text",
        required: true,
      },
    ],
  },
  {
    tab: "license",
    title: "License Info",
    fields: [
      {
        name: "private_hire_license_number",
        label: "Private Hire License Number",
        kind: "text",
        required: true,
      },
      {
        name: "driving_license_number",
        label: "Driving License Number",
        kind: "text",
        required: true,
      },
      {
        name: "driving_license_expiry_date",
        label: "License Expiry Date",
        kind: "date",
        required: true,
      },
      { name: "phv_licence_expiry", label: "PHV Driver Licence Expiry", kind: "date" },
    ],
  },
  {
    tab: "work",
    title: "Work Info",
    fields: [
      { name: "experience", label: "Experience", kind: "text" },
      { name: "currently_working_with", label: "Currently Working With", kind: "text" },
      { name: "date_first_available", label: "First Available Date", kind: "date" },
      { name: "date_of_leaving", label: "Date of Leaving", kind: "date" },
      {
        name: "preferred_shift",
        label: "Preferred Shift",
        kind: "select",
        options: optionsOf(PREFERRED_SHIFTS, SHIFT_LABELS),
        required: true,
      },
      {
        name: "working_days",
        label: "Working Days",
        kind: "select",
        options: optionsOf(WORKING_DAYS),
        required: true,
      },
      { name: "status", label: "Status", kind: "select", options: optionsOf(DRIVER_STATUSES) },
    ],
  },
  {
    tab: "vehicle",
    title: "Vehicle Info",
    fields: [
      {
        name: "has_vehicle",
        label: "Has Own Vehicle",
        kind: "select",
        options: [
          { value: "yes", label: "Yes" },
          { value: "no", label: "No" },
        ],
      },
      { name: "car_make", label: "Car Make", kind: "text", vehicle: true },
      { name: "car_model", label: "Car Model", kind: "text", vehicle: true },
      { name: "car_year", label: "Car Year", kind: "number", vehicle: true },
      { name: "car_color", label: "Car Color", kind: "text", vehicle: true },
      { name: "car_plate_number", label: "License Plate Number", kind: "text", vehicle: true },
      {
        name: "car_type",
        label: "Car Type",
        kind: "select",
        options: optionsOf(CAR_TYPES, CAR_TYPE_LABELS),
        vehicle: true,
      },
      { name: "car_capacity", label: "Car Capacity", kind: "number", vehicle: true },
    ],
  },
];

export const TAB_OF_FIELD = Object.fromEntries(
  DRIVER_TABS.flatMap(({ tab, fields }) => fields.map((field) => [field.name, tab])),
) as Record<DriverField, DriverTab>;

/** A driver's record as the edit form's text. */
export function draftOf(driver: DriverView): DriverDraft {
  return Object.fromEntries(
    DRIVER_UPDATE_FIELDS.map((name) => {
      const value = driver[name];
      return [name, value === null || value === undefined ? "" : String(value)];
    }),
  ) as DriverDraft;
}

/** The add dialog's start: empty, with the spec's new-driver defaults. */
export function newDriverDraft(): DriverDraft {
  const empty = Object.fromEntries(DRIVER_UPDATE_FIELDS.map((name) => [name, ""])) as DriverDraft;
  return { ...empty, ...NEW_DRIVER_DEFAULTS };
}

/** PUT /api/drivers/{id}'s JSON: every field, an empty optional one as null (dates too). */
export function updatePayload(draft: DriverDraft): Record<DriverField, string | null> {
  return Object.fromEntries(
    Object.entries(draft).map(([name, value]) => [name, value.trim() === "" ? null : value.trim()]),
  ) as Record<DriverField, string | null>;
}

/**
 * Add New Driver's text fields as the multipart request carries them: filled ones only, and
 * the vehicle's only when the driver has one (the same rule as the request's builder).
 */
export function sentFields(draft: DriverDraft): Partial<DriverDraft> {
  const vehicle = new Set<string>(VEHICLE_FIELDS);
  const hasVehicle = draft.has_vehicle === "yes";
  return Object.fromEntries(
    DRIVER_UPDATE_FIELDS.filter((name) => hasVehicle || !vehicle.has(name))
      .map((name) => [name, (draft[name] ?? "").trim()])
      .filter(([, value]) => value !== ""),
  );
}

/** The first field the server named, so the dialog can open its tab. */
export function firstErrorTab(errors: Readonly<Record<string, string>>): DriverTab | null {
  const field = Object.keys(errors).find((name) => name in TAB_OF_FIELD) as DriverField | undefined;
  return field ? TAB_OF_FIELD[field] : null;
}
