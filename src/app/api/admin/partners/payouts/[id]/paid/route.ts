import { payoutPaidSchema } from "@/lib/validations/partner-payouts";
import { settlePayoutRoute } from "@/server/partners/routes/settle-payout-route";

/** POST /api/admin/partners/payouts/{id}/paid: a Pending payout is paid, with its reference. */
export const POST = settlePayoutRoute({
  schema: payoutPaidSchema,
  outcome: (body) => ({ paid: true, reference: body.reference }),
  message: "Payout marked paid",
});
