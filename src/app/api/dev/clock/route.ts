import { queueClockBodySchema } from "@/lib/validations/queue-clock";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { parseJsonBody } from "@/server/http/validation";
import { requireQueueClockAccess, setQueueClockShift } from "@/server/jobs/queue-clock";

export const dynamic = "force-dynamic";

/**
 * POST /api/dev/clock { shiftMinutes }: the job queue's runner and tick drain as if it were that
 * many minutes later (schedules fall due, retries come round) without waiting. Only this machine
 * (loopback) and never a deployment: anything else is a 404.
 */
export const POST = route(async (request) => {
  requireQueueClockAccess(request);
  const { shiftMinutes } = await parseJsonBody(request, queueClockBodySchema);
  const now = await setQueueClockShift(shiftMinutes);
  return ok(
    { now: now.toISOString(), shiftMinutes },
    { message: "Queue clock moved", headers: { "Cache-Control": "no-store" } },
  );
});
