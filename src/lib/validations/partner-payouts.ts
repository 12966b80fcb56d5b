import { z } from "zod";

/** POST /api/admin/partners/payouts/{id}/paid: the bank transfer's reference. */
export const payoutPaidSchema = z.strictObject({
  reference: z
    .string("Reference is required")
    .trim()
    .min(1, "Reference is required")
    .max(100, "Reference must be at most 100 characters"),
});

/** POST /api/admin/partners/payouts/{id}/failed: the reason, which the partner sees. */
export const payoutFailedSchema = z.strictObject({
  reason: z
    .string("Reason is required")
    .trim()
    .min(1, "Reason is required")
    .max(500, "Reason must be at most 500 characters"),
});
