import { payoutFailedSchema } from "@/lib/validations/partner-payouts";
import { settlePayoutRoute } from "@/server/partners/routes/settle-payout-route";

/** POST /api/admin/partners/payouts/{id}/failed: a Pending payout fails, with the reason. */
export const POST = settlePayoutRoute({
  schema: payoutFailedSchema,
  outcome: (body) => ({ paid: false, reason: body.reason }),
  message: "Payout marked failed",
});
