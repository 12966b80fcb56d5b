import { z } from "zod";
import { labelledText } from "./fields";

/** POST /api/admin/partners/payouts/{id}/paid: the bank transfer's reference. */
export const payoutPaidSchema = z.strictObject({
  reference: labelledText("Reference", 100),
});

/** POST /api/admin/partners/payouts/{id}/failed: the reason, which the partner sees. */
export const payoutFailedSchema = z.strictObject({
  reason: labelledText("Reason", 500),
});
