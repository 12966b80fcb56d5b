/**
 * The console's driver payloads (spec §5 "Admin add driver" and §7): Add New Driver (POST
 * /api/drivers as an administrator, multipart) and the edit (PUT /api/drivers/{id}, JSON).
 * The labels marked * are required; experience, first available date and the vehicle are not.
 * Rating, total trips and earnings are not accepted: the spec edits them on screen only.
 */
import { z } from "zod";
import { NEW_DRIVER_DEFAULTS } from "@/lib/drivers/driver-options";
import { driverCoreFields, driverStep1Schema, withoutHiddenVehicle } from "./driver-application";
import {
  driverStatusField,
  optionalDate,
  optionalText,
  phvLicenceExpiryField,
} from "./driver-fields";

// The PHV driver licence expiry is the operator's to record: the spec's application has no such
// field, so only the console's add and edit carry it.
const adminOnlyFields = {
  phv_licence_expiry: phvLicenceExpiryField,
  experience: optionalText(500),
  date_first_available: optionalDate("First available date"),
  status: driverStatusField.optional().transform((status) => status ?? NEW_DRIVER_DEFAULTS.status),
};

/** Add New Driver: the text fields of the multipart request; pictures are optional here. */
export const adminDriverCreateSchema = z.strictObject({
  ...driverStep1Schema.shape,
  ...driverCoreFields,
  ...adminOnlyFields,
});

/** Add New Driver as the form submits it: vehicle fields of a driver without one are dropped. */
export const adminDriverCreateRequestSchema =
  adminDriverCreateSchema.transform(withoutHiddenVehicle);

export const ADMIN_DRIVER_CREATE_FIELDS = Object.keys(
  adminDriverCreateSchema.shape,
) as (keyof z.input<typeof adminDriverCreateSchema>)[];

const updateShape = {
  ...driverStep1Schema.shape,
  ...driverCoreFields,
  phv_licence_expiry: adminOnlyFields.phv_licence_expiry,
  experience: adminOnlyFields.experience,
  date_first_available: adminOnlyFields.date_first_available,
  status: driverStatusField,
};

type UpdateShape = typeof updateShape;

/**
 * PUT /api/drivers/{id}: the spec's JSON fields. The dialog sends them all; a field left out
 * is unchanged (so a status-only change works too); a required field sent empty is refused
 * with its message, an optional one sent empty or null is cleared.
 */
export const driverUpdateSchema = z
  .strictObject(
    Object.fromEntries(
      Object.entries(updateShape).map(([key, schema]) => [key, schema.optional()]),
    ) as { [K in keyof UpdateShape]: z.ZodOptional<UpdateShape[K]> },
  )
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: "Send at least one field to change",
    path: ["body"],
  });

export type AdminDriverCreateInput = z.input<typeof adminDriverCreateSchema>;
export type AdminDriverCreate = z.output<typeof adminDriverCreateRequestSchema>;
export type DriverUpdateInput = z.input<typeof driverUpdateSchema>;
export type DriverUpdate = z.output<typeof driverUpdateSchema>;
export const DRIVER_UPDATE_FIELDS = Object.keys(updateShape) as (keyof DriverUpdate)[];
