/** The administrator's payout actions: marking a payout paid or failed. Strict bodies. */
import { z } from "zod";

export const BANK_REFERENCE_REQUIRED = "Enter the bank transfer reference";
export const FAILURE_REASON_REQUIRED = "Enter the reason the payout failed";

export const markPayoutPaidSchema = z.strictObject({
  bank_reference: z
    .string(BANK_REFERENCE_REQUIRED)
    .trim()
    .min(1, BANK_REFERENCE_REQUIRED)
    .max(100, "The bank transfer reference must be at most 100 characters"),
});
export type MarkPayoutPaidInput = z.input<typeof markPayoutPaidSchema>;

export const markPayoutFailedSchema = z.strictObject({
  reason: z
    .string(FAILURE_REASON_REQUIRED)
    .trim()
    .min(3, "The reason must be at least 3 characters")
    .max(500, "The reason must be at most 500 characters"),
});
export type MarkPayoutFailedInput = z.input<typeof markPayoutFailedSchema>;
