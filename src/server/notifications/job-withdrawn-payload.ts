import "server-only";
import { z } from "zod";

// The chauffeur's "your job went away" message: its kind and payload, apart from the planner and
// the handler, so the kinds file reads them without importing the queue (an import cycle).

export const JOB_WITHDRAWN_KIND = "notifications.job_withdrawn";

const id = z.number().int().positive();
export const jobWithdrawnPayload = z
  .object({ assignmentId: id, driverId: id, withdrawal: z.enum(["cancelled", "unassigned"]) })
  .strict();
export type JobWithdrawnPayload = z.output<typeof jobWithdrawnPayload>;

/** The outbox and queue key of one assignment's withdrawal: a job leaves its chauffeur once. */
export const jobWithdrawnKey = (assignmentId: number) => `job-withdrawn:${assignmentId}`;
