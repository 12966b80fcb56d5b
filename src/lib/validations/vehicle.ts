/**
 * One schema per vehicle payload, shared by the console's Add and Edit dialogs and the handlers
 * (POST /api/admin/vehicles, PATCH /api/admin/vehicles/{id}). Form values arrive as strings, JSON
 * may carry numbers and nulls: numbers take both, and a blank optional field means "none".
 */
import { z } from "zod";
import { SERVICE_TYPES } from "@/lib/service-classes";
import { isValidIsoDate } from "@/lib/time-rules";
import { isValidPlate, normalisePlate, PLATE_MAX_LENGTH } from "@/lib/vehicles/plate";
import { listParamsSchema, choiceFilter } from "@/lib/list-params";
import { optionalText, requiredText } from "./driver-fields";

export const VEHICLE_STATUSES = ["active", "off_road"] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];
export const VEHICLE_STATUS_LABELS: Readonly<Record<VehicleStatus, string>> = {
  active: "Active",
  off_road: "Off road",
};

export const VEHICLE_MESSAGES = {
  make: "Make is required",
  model: "Model is required",
  year: "Year must be a whole number from 1990 to next year",
  colour: "Colour is required",
  plate: "Registration plate is required",
  plateFormat: "Enter a UK registration plate (letters and digits, e.g. AB12 CDE)",
  plateTaken: "Another vehicle already has this registration plate",
  serviceClass: `Service class must be one of ${SERVICE_TYPES.join(", ")}`,
  passengers: "Passenger capacity must be a whole number from 1 to 16",
  luggage: "Luggage capacity must be a whole number from 0 to 16",
  date: "Enter a real date (yyyy-mm-dd)",
  status: `Status must be one of ${VEHICLE_STATUSES.join(", ")}`,
} as const;

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** A whole number within bounds, typed ('4') or sent (4). */
const wholeNumber = (min: number, max: number, message: string) =>
  z.union([z.string(), z.number()], { error: message }).transform((value, ctx) => {
    const number = typeof value === "number" ? value : Number(value.trim());
    if (blank(value) || !Number.isInteger(number) || number < min || number > max) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return number;
  });

/** An optional calendar day: blank or null is none. */
const optionalDate = z
  .union([z.string(), z.null()], { error: VEHICLE_MESSAGES.date })
  .optional()
  .transform((value, ctx) => {
    if (blank(value)) return null;
    const day = value!.trim();
    if (!isValidIsoDate(day)) {
      ctx.addIssue({ code: "custom", message: VEHICLE_MESSAGES.date });
      return z.NEVER;
    }
    return day;
  });

const plate = z
  .string({ error: VEHICLE_MESSAGES.plate })
  .trim()
  .min(1, VEHICLE_MESSAGES.plate)
  .max(PLATE_MAX_LENGTH + 4, VEHICLE_MESSAGES.plateFormat)
  .refine(isValidPlate, VEHICLE_MESSAGES.plateFormat)
  .transform(normalisePlate);

/** The latest model year accepted: next year's cars are sold from the autumn before. */
export const maxVehicleYear = (now: Date = new Date()) => now.getUTCFullYear() + 1;

export const vehicleFields = {
  make: requiredText(VEHICLE_MESSAGES.make, 60),
  model: requiredText(VEHICLE_MESSAGES.model, 60),
  year: wholeNumber(1990, maxVehicleYear(), VEHICLE_MESSAGES.year),
  colour: requiredText(VEHICLE_MESSAGES.colour, 40),
  registration_plate: plate,
  service_class: z.enum(SERVICE_TYPES, { error: VEHICLE_MESSAGES.serviceClass }),
  passenger_capacity: wholeNumber(1, 16, VEHICLE_MESSAGES.passengers),
  luggage_capacity: wholeNumber(0, 16, VEHICLE_MESSAGES.luggage),
  phv_licence_number: optionalText(40),
  phv_licence_expiry: optionalDate,
  mot_expiry: optionalDate,
  insurance_expiry: optionalDate,
  status: z.enum(VEHICLE_STATUSES, { error: VEHICLE_MESSAGES.status }),
};

export const VEHICLE_FIELDS = Object.keys(vehicleFields) as (keyof typeof vehicleFields)[];

/** POST /api/admin/vehicles: every field; status defaults to active. */
export const vehicleCreateSchema = z.strictObject({
  ...vehicleFields,
  status: vehicleFields.status.default("active"),
});
export type VehicleCreate = z.output<typeof vehicleCreateSchema>;
export type VehicleCreateInput = z.input<typeof vehicleCreateSchema>;

/** PATCH /api/admin/vehicles/{id}: the fields sent, at least one. */
export const vehicleUpdateSchema = z
  .strictObject(vehicleFields)
  .partial()
  .refine((value) => Object.keys(value).length > 0, "Send at least one field to change");
export type VehicleUpdate = z.output<typeof vehicleUpdateSchema>;

/** The order before one is chosen (newest first): the page shows it, the list reads by it. */
export const VEHICLE_LIST_DEFAULT_SORT = { key: "created_at", direction: "desc" } as const;

/** GET /api/admin/vehicles: `?q&class&status&expiring=30&page&page_size&sort`. */
export const vehicleListParamsSchema = listParamsSchema({
  sorts: ["registration_plate", "make", "year", "created_at"],
  filters: {
    class: choiceFilter(SERVICE_TYPES, "Class"),
    status: choiceFilter(VEHICLE_STATUSES, "Status"),
    expiring: z.literal("30", { error: "Expiring must be 30 (days)" }).optional(),
  },
});
export type VehicleListParams = z.output<typeof vehicleListParamsSchema>;
