/**
 * What an administrator sends to farm a booking's car out to a partner company, and to move any
 * job (a chauffeur's or a partner's) from one state to the next.
 */
import { z } from "zod";
import { JOB_STATES } from "@/lib/dispatch/job-states";
import { DISPATCH_LIMITS } from "@/lib/settings/schemas";

const positiveId = z.number().int().positive().max(2_147_483_647);
const offerMessage = "Enter a number of seconds from 90 (1.5 minutes) to 1800 (30 minutes)";

export const farmOutSchema = z.strictObject({
  carNumber: z.number().int().min(1, "Must be 1 or more").max(50).default(1),
  partnerId: z.number({ error: "Choose a partner company" }).pipe(positiveId),
  payPence: z
    .number({ error: "Enter what the partner will be paid, in pence" })
    .int("Pay is a whole number of pence")
    .min(1, "Pay must be at least 1p")
    .max(10_000_000, "Pay can be at most £100,000"),
  expiresInSeconds: z
    .number({ error: offerMessage })
    .int(offerMessage)
    .min(DISPATCH_LIMITS.offerSeconds.min, offerMessage)
    .max(DISPATCH_LIMITS.offerSeconds.max, offerMessage)
    .optional(),
});
export type FarmOutBody = z.output<typeof farmOutSchema>;

const jobState = z.enum(JOB_STATES, { error: `Must be one of ${JOB_STATES.join(", ")}` });

export const adminJobStatusSchema = z.strictObject({
  to: jobState,
  reason: z.string().trim().max(500, "At most 500 characters").optional(),
});
export type AdminJobStatusBody = z.output<typeof adminJobStatusSchema>;
