import "server-only";
import type { z } from "zod";
import { partnerIdParamsSchema } from "@/lib/validations/partner-ids";
import { actorFromUser } from "@/server/audit/actor";
import { requireRole } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";
import { settlePayout } from "@/server/partners/ledger/settle-payout";

type Outcome = Parameters<typeof settlePayout>[0]["outcome"];

/**
 * POST handler settling a Pending payout one way (409 once settled): Paid and Failed differ
 * only in their payload, the outcome it makes and the message, so one handler serves both.
 */
export function settlePayoutRoute<S extends z.ZodType>(options: {
  schema: S;
  outcome: (body: z.output<S>) => Outcome;
  message: string;
}) {
  return route({ params: partnerIdParamsSchema }, async (request, { params }) => {
    const admin = await requireRole(request, "admin");
    const body = await parseJsonBody(request, options.schema);
    const payout = await settlePayout({
      payoutId: params.id,
      outcome: options.outcome(body),
      actor: actorFromUser(admin),
    });
    return ok(payout, { message: options.message });
  });
}
