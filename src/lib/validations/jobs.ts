import { labelKeys } from "@/lib/label-keys";
import { z } from "zod";
import { choiceFilter, listParamsSchema } from "@/lib/list-params";

export const JOB_STATUS_LABELS = {
  queued: "Queued",
  running: "Running",
  done: "Done",
  failed: "Failed",
  cancelled: "Cancelled",
};
export type JobStatusValue = keyof typeof JOB_STATUS_LABELS;
export const JOB_STATUS_VALUES = labelKeys(JOB_STATUS_LABELS);

/** Job ids are bigserial: a positive whole number up to 15 digits (a malformed one reads 404). */
export const jobIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,14}$/, "Not found")
    .transform(Number),
});

/** The order before one is chosen (latest run first): the page shows it, the list reads by it. */
export const JOB_LIST_DEFAULT_SORT = { key: "run_at", direction: "desc" } as const;

/** GET /api/admin/jobs and /admin/jobs: status and kind filters, pages, sort. */
export const jobListParamsSchema = listParamsSchema({
  sorts: ["run_at", "created_at", "attempts"],
  filters: {
    status: choiceFilter(JOB_STATUS_VALUES, "Status"),
    kind: z
      .string()
      .trim()
      .max(100, "Kind must be at most 100 characters")
      .regex(/^[a-z0-9_.]*$/, "Kind is a name such as dispatch.expire_offers")
      .transform((value) => (value === "" || value === "all" ? undefined : value))
      .optional(),
  },
});
export type JobListParams = z.output<typeof jobListParamsSchema>;
