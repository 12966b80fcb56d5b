/** Route parameters that name a row: positive whole numbers, or a 400 naming the parameter. */
import { z } from "zod";

export const idParam = (label: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${label} must be a positive whole number`)
    .transform(Number)
    .refine((value) => value > 0, `${label} must be a positive whole number`);

export const bookingIdParamsSchema = z.object({ id: idParam("Booking id") });
export const latestBookingParamsSchema = z.object({ user_id: idParam("User id") });
export const userBookingsParamsSchema = z.object({ userId: idParam("User id") });

export const userLookupSchema = z.strictObject({
  email: z
    .string({
      error: (issue) => (issue.input === undefined ? "Email is required" : "Invalid email address"),
    })
    .trim()
    .min(1, "Email is required")
    .pipe(z.email("Invalid email address")),
});
