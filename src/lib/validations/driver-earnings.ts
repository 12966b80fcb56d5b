import { z } from "zod";
import { isValidIsoDate } from "@/lib/time-rules";
import { idParam } from "./ids";

const weekMessage = "Enter a date as yyyy-mm-dd";

/**
 * GET /api/driver/earnings and /api/admin/drivers/{id}/earnings: `week` is any day of the week
 * wanted (the week is Monday to Sunday in Europe/London); this week when left out.
 */
export const earningsParamsSchema = z.strictObject({
  week: z
    .string(weekMessage)
    .regex(/^\d{4}-\d{2}-\d{2}$/, weekMessage)
    .refine(isValidIsoDate, weekMessage)
    .optional(),
});
export type EarningsParams = z.output<typeof earningsParamsSchema>;

/** `/api/admin/drivers/[id]/earnings`: the driver's id (a malformed one reads as missing). */
export const adminDriverEarningsParamsSchema = z.object({ id: idParam });
