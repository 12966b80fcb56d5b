/**
 * The administrator's decision on a driver application: POST /api/drivers/{id}/approve (an
 * empty object; nothing about the account is the client's to choose) and .../reject (the
 * reason, which is e-mailed to the applicant as written).
 */
import { z } from "zod";
import { trimmedText } from "./fields";

export const REJECTION_REASON_MAX = 1000;
export const REJECTION_REASON_REQUIRED = "Please give the reason for rejecting the application";

export const approveDriverSchema = z.object({}).strict();

export const rejectDriverSchema = z
  .object({
    reason: trimmedText({
      required: REJECTION_REASON_REQUIRED,
      max: REJECTION_REASON_MAX,
      tooLong: `The reason must be at most ${REJECTION_REASON_MAX} characters`,
    }),
  })
  .strict();
export type RejectDriverInput = z.input<typeof rejectDriverSchema>;
