/**
 * Route parameters that name a row. One rule for every `[id]`-like segment: a positive whole
 * number that fits the database's integer (int4) column. The route wrapper answers 404 ("Not
 * found") when a segment fails it, so a malformed id reads exactly like a missing row.
 */
import { z } from "zod";

/** The largest value of a PostgreSQL `integer` (serial) column. */
export const MAX_INT4 = 2_147_483_647;

export const idParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, "Not found")
  .transform(Number)
  .refine((value) => value <= MAX_INT4, "Not found");

export const bookingIdParamsSchema = z.object({ id: idParam });
export const userIdParamsSchema = z.object({ user_id: idParam });
export const userBookingsParamsSchema = z.object({ userId: idParam });

/** `/api/files/[...key]`: the key's path segments; the storage layer checks the key itself. */
export const fileKeyParamsSchema = z.object({
  key: z.array(z.string().min(1).max(200)).min(1).max(10),
});

export const userLookupSchema = z.strictObject({
  email: z
    .string({
      error: (issue) => (issue.input === undefined ? "Email is required" : "Invalid email address"),
    })
    .trim()
    .min(1, "Email is required")
    .pipe(z.email("Invalid email address")),
});

/** `/api/drivers/[driver_id]/...` */
export const driverIdParamsSchema = z.object({ driver_id: idParam });
export const driverPictureParamsSchema = z.object({ driver_id: idParam, picture_id: idParam });

/** `/api/admin/vehicles/[id]` and `/api/admin/vehicles/[id]/drivers/[driverId]` */
export const vehicleIdParamsSchema = z.object({ id: idParam });
export const vehicleDriverParamsSchema = z.object({ id: idParam, driverId: idParam });
export const vehiclePictureParamsSchema = z.object({ id: idParam, pictureId: idParam });
