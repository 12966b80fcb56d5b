/** What a chauffeur sends to move their own job, and the jobs list's paging. */
import { z } from "zod";
import { DRIVER_STEPS } from "@/lib/dispatch/driver-steps";
import { idParam } from "./ids";

export const driverJobStatusSchema = z.strictObject({
  to: z.enum(DRIVER_STEPS, { error: "Choose the job's next step" }),
});
export type DriverJobStatusBody = z.output<typeof driverJobStatusSchema>;

export const driverJobIdParamsSchema = z.object({ id: idParam });

/** History is paged; the page number is bounded so a hostile value cannot ask for a huge offset. */
export const driverJobsQuerySchema = z.object({
  history_page: z.coerce
    .number({ error: "Enter a page number" })
    .int("Enter a whole page number")
    .min(1, "Pages start at 1")
    .max(1000, "Page is too large")
    .default(1),
});
