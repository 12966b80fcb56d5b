import { z } from "zod";
import { ledgerClockAccess, setLedgerClockOffset } from "@/server/partners/ledger/clock";
import { requireDevEndpointAccess } from "@/server/auth/dev-endpoint-guard";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";

const OFFSET_MESSAGE = "offset_days must be a whole number of days from 0 to 366";
const bodySchema = z.strictObject({
  offset_days: z
    .number(OFFSET_MESSAGE)
    .int(OFFSET_MESSAGE)
    .min(0, OFFSET_MESSAGE)
    .max(366, OFFSET_MESSAGE),
});

/**
 * PUT /api/dev/ledger-clock: development and browser tests move the commission ledger's clock
 * (availability after 7 days, next week's payout run) without changing code: this machine or
 * an administrator (dev-endpoint-guard.ts). 404 in a deployment or any production build that did
 * not opt in with DEV_OUTBOX=1.
 */
export const PUT = route(async (request) => {
  await requireDevEndpointAccess(request, ledgerClockAccess());
  const { offset_days } = await parseJsonBody(request, bodySchema);
  const now = await setLedgerClockOffset(offset_days * 24 * 60 * 60);
  return ok({ now: now.toISOString(), offset_days }, { headers: { "Cache-Control": "no-store" } });
});
