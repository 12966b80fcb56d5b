import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { drainDue } from "@/server/jobs/drain-due";
import { requireQueueClockAccess } from "@/server/jobs/queue-clock";

export const dynamic = "force-dynamic";

/**
 * POST /api/dev/drain (no body): drains the queue once now, on the shifted clock, as the runner's
 * next tick would, and answers when it is done, so a browser test need not wait up to 15 seconds
 * for the tick. The queue clock's guard: this machine only, never a deployment (404).
 */
export const POST = route(async (request) => {
  requireQueueClockAccess(request);
  const result = await drainDue();
  return ok(result, { message: "Queue drained", headers: { "Cache-Control": "no-store" } });
});
